"use client";
// One property of the selected question, with the control property-controls.ts picked for it. Memoised: typing in
// one field re-renders that field only (props compared by sameProps).
import { memo } from "react";
import type { Question } from "@/lib/questions";
import type { Control } from "./property-controls";
import type { ControlProps } from "./field-types";
import { DateControl } from "./controls/date-control";
import { EnumControl } from "./controls/enum-control";
import { ErrorMessagesControl } from "./controls/error-messages-control";
import { IntegerControl } from "./controls/integer-control";
import { LogicControl } from "./controls/logic-control";
import { OptionChoiceControl } from "./controls/option-choice-control";
import { PatternControl } from "./controls/pattern-control";
import { SwitchControl } from "./controls/switch-control";
import { TextControl } from "./controls/text-control";
import { OptionsEditor } from "./options/options-editor";
import { sameProps } from "./same-props";

/** What some controls need from the rest of the question or the form; each field gets only its own. */
export type FieldContext = {
  subtype?: unknown;
  multiSelect?: unknown;
  choiceValues?: readonly string[];
  choiceLabels?: readonly string[];
  questionId?: string;
  getQuestions?(): readonly Question[];
  placeholders?: readonly string[];
};

export const PropertyField = memo(function PropertyField({
  control,
  ...props
}: ControlProps & FieldContext & { control: Control }) {
  switch (control) {
    case "text":
      return <TextControl {...props} />;
    case "integer":
      return <IntegerControl {...props} />;
    case "switch":
      return <SwitchControl {...props} />;
    case "segmented":
    case "select":
      return <EnumControl {...props} segmented={control === "segmented"} />;
    case "date":
      return <DateControl {...props} subtype={props.subtype} />;
    case "optionChoice":
      return (
        <OptionChoiceControl
          {...props}
          choiceValues={props.choiceValues ?? []}
          choiceLabels={props.choiceLabels ?? []}
        />
      );
    case "options":
      return <OptionsEditor {...props} multiSelect={props.multiSelect} />;
    case "pattern":
      return <PatternControl {...props} />;
    case "logic":
      return (
        <LogicControl {...props} questionId={props.questionId ?? ""} getQuestions={props.getQuestions ?? (() => [])} />
      );
    case "errorMessages":
      return <ErrorMessagesControl {...props} placeholders={props.placeholders ?? []} />;
  }
}, sameProps);
