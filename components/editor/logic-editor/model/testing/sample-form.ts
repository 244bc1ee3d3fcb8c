// A form with a question of every type (and the variants that change operators or values), for the model's tests.
export const SAMPLE_FORM = [
  { id: "firstName", type: "text", label: "First name" },
  { id: "email", type: "email", label: "E-mail" },
  { id: "visitDay", type: "date", label: "Visit day" },
  { id: "visitMonth", type: "date", subtype: "month", label: "Visit month" },
  {
    id: "country",
    type: "select",
    label: "Country",
    options: [
      {
        label: "Europe",
        options: [
          { label: "United Kingdom", value: "uk" },
          { label: "France", value: "fr" },
        ],
      },
      { label: "Other" },
    ],
  },
  {
    id: "interests",
    type: "select",
    label: "Interests",
    multiSelect: true,
    options: [
      { label: "PLC", value: "plc" },
      { label: "Vision", value: "vision" },
    ],
  },
  { id: "newsletter", type: "checkbox", label: "Newsletter" },
  {
    id: "topics",
    type: "checkboxGroup",
    label: "Topics",
    options: [
      { id: "ai", label: "AI" },
      { id: "iot", label: "IoT" },
    ],
  },
  {
    id: "visitorType",
    type: "radio",
    label: "Visitor type",
    options: [
      { id: "partner", label: "Partner" },
      { id: "guest", label: "Guest" },
    ],
  },
  { id: "companySize", type: "number", label: "Company size" },
  { id: "score", type: "rating", label: "Score", maxRating: 10 },
  { id: "phone", type: "tel", label: "Phone" },
  { id: "website", type: "url", label: "Website" },
  { id: "handle", type: "social", label: "Handle" },
  { id: "intro", type: "label", label: "Welcome" },
  { id: "legal", type: "note", label: "Small print" },
];
