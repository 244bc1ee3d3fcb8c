// A small form whose logic chains through every kind of reference: a value (visitorType), `$displayed`, `$gt`,
// `$required` and displayed: "required", plus a question nothing refers to. The incremental evaluation's tests
// share it: what changes after each answer, and which steps are evaluated again.
export const chainForm = [
  {
    id: "visitorType",
    type: "radio",
    label: "Visitor",
    options: [
      { id: "partner", label: "Partner" },
      { id: "guest", label: "Guest" },
    ],
  },
  { id: "companySize", type: "number", label: "Company size", displayed: { visitorType: "partner" }, required: true },
  {
    id: "budget",
    type: "text",
    label: "Budget",
    displayed: { companySize: { $displayed: true } },
    required: { companySize: { $gt: 50 } },
  },
  { id: "notes", type: "text", label: "Notes", displayed: "required", required: { budget: { $required: true } } },
  { id: "unrelated", type: "text", label: "Unrelated" },
];
