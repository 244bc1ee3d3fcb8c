// The SurveyJS Creator page of the side-by-side (scripts/bench/neutral.ts), as SurveyJS's React quick start sets it
// up: a SurveyCreator with its default options, the survey JSON (in the page, as our editor gets its form in its
// HTML) given to it, and SurveyCreatorComponent rendered into the page. esbuild bundles it (production React,
// minified) into the harness's one script.
import { createRoot } from "react-dom/client";
import { SurveyCreator, SurveyCreatorComponent } from "survey-creator-react";

const json: unknown = JSON.parse(document.getElementById("survey")?.textContent ?? "{}");
const creator = new SurveyCreator({});
creator.JSON = json;
createRoot(document.getElementById("root")!).render(<SurveyCreatorComponent creator={creator} />);
