// analyseLogic off the main thread: at 1,000 questions it takes about 200 ms in Node (npm run bench:logic), far
// more than a frame, so the problems drawer asks this worker and typing never waits for it.
import { analyseLogic, type LogicReport } from "@/lib/logic";
import type { Question } from "@/lib/questions";

export type LogicReportRequest = { id: number; questions: readonly Question[] };
export type LogicReportResponse = { id: number; report: LogicReport } | { id: number; error: string };

self.onmessage = (event: MessageEvent<LogicReportRequest>) => {
  const { id, questions } = event.data;
  let response: LogicReportResponse;
  try {
    response = { id, report: analyseLogic(questions) };
  } catch {
    // The details stay here: the panel says what to do, and the next change asks again.
    response = { id, error: "The logic could not be checked." };
  }
  self.postMessage(response);
};
