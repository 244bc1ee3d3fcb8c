// What each allowed operator does, in words, for hover and completion details in the code mode.
export const OPERATOR_DOCS: Record<string, string> = {
  $eq: 'Equals: the answer is exactly this value; for a list answer, one of its items is. {"country": {"$eq": "uk"}} is the same as {"country": "uk"}.',
  $ne: 'Does not equal: the answer is not this value (a missing answer counts). {"visitorType": {"$ne": "guest"}}',
  $gt: 'Greater than: a number (or a date written the same way) after this value. {"companySize": {"$gt": 50}}',
  $gte: 'Greater than or equal to. {"score": {"$gte": 4}}',
  $lt: 'Less than. {"companySize": {"$lt": 10}}',
  $lte: 'Less than or equal to. {"visitDay": {"$lte": "2027-03-14"}}',
  $in: 'Is one of: the answer (or one of its items) is in the list. {"country": {"$in": ["uk", "ie"]}}',
  $nin: 'Is none of: neither the answer nor any of its items is in the list. {"country": {"$nin": ["fr"]}}',
  $exists: 'Is answered (true) or has no answer (false). {"phone": {"$exists": true}}',
  $regex: 'Matches a regular expression (no backreferences or lookaround). {"email": {"$regex": "@acme\\\\.com$", "$options": "i"}}',
  $options: 'Flags for $regex beside it, such as "i" to ignore case.',
  $and: 'All of: every expression in the list holds. {"$and": [{"a": 1}, {"b": 2}]}',
  $or: 'Any of: at least one expression in the list holds. {"$or": [{"a": 1}, {"b": 2}]}',
  $nor: 'None of: no expression in the list holds. {"$nor": [{"a": 1}]}',
  $not: 'Not: the condition inside does not hold. {"country": {"$not": {"$in": ["uk", "ie"]}}}',
  $all: 'Contains all: a list answer has every one of these items. {"topics": {"$all": ["ai", "iot"]}}',
  $size: 'Has this many items (a whole number). {"topics": {"$size": 2}}',
  $elemMatch: 'Some item of a list answer meets the condition inside. {"topics": {"$elemMatch": {"$in": ["ai"]}}}',
  $displayed: 'Whether the named question is displayed (true) or hidden (false) right now. {"companySize": {"$displayed": true}}',
  $required: 'Whether the named question is required (true) or not (false) right now. {"companySize": {"$required": true}}',
};

