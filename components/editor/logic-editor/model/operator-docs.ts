// What each allowed operator does, in words, for hover and completion details in the code mode.
export const OPERATOR_DOCS: Record<string, string> = {
  $eq:
    "Equals: the answer is exactly this value; for a list answer, it or one " +
    'of its items is. Never a pattern: a "/…/" string is refused here ' +
    '(write {"country": "/^u/i"}). {"country": {"$eq": "uk"}} is the same ' +
    'as {"country": "uk"}.',
  $ne:
    "Does not equal: neither the answer nor any of its items is this value " +
    '(a missing answer counts). Never a pattern: for "does not match" use ' +
    '{"$not": "/…/"}. {"visitorType": {"$ne": "guest"}}',
  $gt:
    "Greater than: a number (or a text, such as a date written the same " +
    'way) after this value; never null or a list. {"companySize": {"$gt": ' +
    "50}}",
  $gte: 'Greater than or equal to. {"score": {"$gte": 4}}',
  $lt: 'Less than. {"companySize": {"$lt": 10}}',
  $lte: 'Less than or equal to. {"visitDay": {"$lte": "2027-03-14"}}',
  $in:
    "Is one of: the answer (or one of its items) is in the list; a " +
    '"/…/flags" item is a regular expression. {"country": {"$in": ["uk", ' +
    '"/^ie/i"]}}',
  $nin:
    "Is none of: neither the answer nor any of its items is in the list (a " +
    'missing answer counts); a "/…/flags" item is a regular expression. ' +
    '{"country": {"$nin": ["fr"]}}',
  $exists:
    'Is answered (true) or has no answer (false); only true or false, not 1, 0 or text. {"phone": {"$exists": true}}',
  $regex:
    "Matches a regular expression (no backreferences or lookaround). " +
    '{"email": {"$regex": "@acme\\\\.com$", "$options": "i"}}',
  $options: "Flags for $regex beside it: i (ignore case), m, s and u, as in MongoDB (not g).",
  $and: 'All of: every expression in the list holds. {"$and": [{"a": 1}, {"b": 2}]}',
  $or: 'Any of: at least one expression in the list holds. {"$or": [{"a": 1}, {"b": 2}]}',
  $nor: 'None of: no expression in the list holds. {"$nor": [{"a": 1}]}',
  $not:
    'Not: the operators inside (or a "/…/" pattern) do not hold; a missing ' +
    'answer counts. Not for a plain value: use $ne. {"country": {"$not": ' +
    '{"$in": ["uk", "ie"]}}}',
  $all:
    "Contains all: the answer holds every one of these values (a list value " +
    'must equal the answer or one of its items, a "/…/" value is a ' +
    'pattern); or every {"$elemMatch": …} has a matching item. An empty ' +
    'list matches nothing. {"topics": {"$all": ["ai", "iot"]}}',
  $size: 'Has this many items (a whole number). {"topics": {"$size": 2}}',
  $elemMatch: 'Some item of a list answer meets every condition inside. {"topics": {"$elemMatch": {"$in": ["ai"]}}}',
  $displayed:
    'Whether the named question is displayed (true) or hidden (false) right now. {"companySize": {"$displayed": true}}',
  $required:
    'Whether the named question is required (true) or not (false) right now. {"companySize": {"$required": true}}',
};

/** What a "/…/flags" string means where it stands (docs/api.md, "Logic expressions"), for the code mode's hover. */
export const PATTERN_DOCS = {
  pattern:
    "A regular expression here: the answer (or one of its items) is a text " +
    "it matches. Slash-delimited strings are patterns as the value itself " +
    "and in $in, $nin, $all and $not.",
  refused: (operator: string) => {
    const doesNotMatch = operator === "$ne" ? ', and "does not match" as {"$not": "/…/"}' : "";
    return (
      `Not a pattern here: ${operator} compares with the exact value ` +
      `and never matches a pattern, so this is refused. Write the pattern ` +
      `as the value itself ({"questionId": "/…/"}) or with $regex${doesNotMatch}.`
    );
  },
};
