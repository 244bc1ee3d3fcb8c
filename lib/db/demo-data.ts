// The demo company's trade-show lead form: every question type, option groups, a rating, the reserved ids
// (fullName, email, mobile, emailMe) and some displayed/required logic.

export const DEMO_COMPANY = { username: "demo", name: "Demo Events Ltd" };

export const DEMO_EVENT = {
  name: "Lead capture — Industrial Automation Expo 2027",
  type: "standard" as const,
  questions: [
    { id: "welcome", type: "label", subtype: "header", label: "Thanks for visiting our stand!" },
    {
      id: "fullName",
      type: "text",
      label: "Full name",
      required: true,
      autoCapitalize: "words",
      autoCorrect: "off",
      minLength: 3,
      maxLength: 80,
    },
    {
      id: "email",
      type: "email",
      label: "E-mail address",
      required: true,
      placeholder: "name@company.com",
      errorMessages: { pattern: "Please enter a valid business e-mail." },
    },
    { id: "mobile", type: "tel", label: "Mobile number", placeholder: "+44 7700 900123" },
    { id: "company", type: "text", label: "Company", required: true, maxLength: 120 },
    { id: "website", type: "url", label: "Company website", placeholder: "www.example.com" },
    { id: "twitter", type: "social", label: "X / Twitter handle", placeholder: "handle" },
    {
      id: "jobRole",
      type: "select",
      label: "Job role",
      addEmpty: true,
      options: [
        {
          label: "Management",
          options: [
            { label: "Executive / C-level", value: "executive" },
            { label: "Plant manager", value: "plantManager" },
          ],
        },
        {
          label: "Engineering",
          options: [
            { label: "Automation engineer", value: "automationEngineer" },
            { label: "Maintenance", value: "maintenance" },
          ],
        },
        { label: "Other", value: "other" },
      ],
    },
    { id: "jobRoleOther", type: "text", label: "Your role", displayed: { jobRole: "other" }, required: true },
    {
      id: "interests",
      type: "checkboxGroup",
      label: "Which products interest you?",
      minLength: 1,
      options: [
        { id: "plc", label: "PLC controllers" },
        { id: "robotics", label: "Collaborative robots" },
        { id: "vision", label: "Machine vision" },
        { id: "software", label: "SCADA software" },
      ],
    },
    {
      id: "industries",
      type: "select",
      label: "Industries you work in",
      multiSelect: "true",
      minLength: 1,
      maxLength: 3,
      options: [
        { label: "Automotive" },
        { label: "Food & beverage" },
        { label: "Pharmaceuticals" },
        { label: "Logistics" },
        { label: "Energy" },
      ],
    },
    {
      id: "timeframe",
      type: "radio",
      label: "Purchase timeframe",
      options: [
        { id: "now", label: "Within 3 months" },
        { id: "soon", label: "3–12 months" },
        { id: "later", label: "Just researching" },
      ],
    },
    {
      id: "budget",
      type: "number",
      label: "Estimated budget (k€)",
      minVal: 0,
      maxVal: 10000,
      step: 5,
      displayed: { timeframe: { $in: ["now", "soon"] } },
    },
    {
      id: "demoDate",
      type: "date",
      subtype: "date",
      label: "Preferred demo date",
      minVal: "2027-03-01",
      maxVal: "2027-12-31",
      displayed: { timeframe: "now" },
      required: { timeframe: "now" },
    },
    { id: "divider1", type: "divider" },
    {
      id: "rating",
      type: "rating",
      label: "How useful was our demo?",
      maxRating: "5",
      minLabel: "Not useful",
      maxLabel: "Very useful",
    },
    { id: "notes", type: "text", subtype: "multiline", label: "Notes from the conversation", maxLength: 2000 },
    {
      id: "privacy",
      type: "note",
      label: "We use your details only to follow up on this visit. See our privacy notice.",
    },
    { id: "emailMe", type: "checkbox", label: "E-mail me the brochure now", initialVal: true },
    {
      id: "consent",
      type: "checkbox",
      label: "I agree to be contacted by Demo Events Ltd",
      required: { emailMe: true },
    },
  ],
};
