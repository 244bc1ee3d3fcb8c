// /api/company: the company the token acts for.
import { getCompany } from "../../db/repositories/companies";
import { readModel } from "../collection";
import type { Handler } from "../endpoint";
import { ApiError } from "../errors";
import { companyView } from "../representations";

const read =
  (head: boolean): Handler =>
  async (context) => {
    const company = await getCompany(context.principal.companyId);
    if (!company) throw new ApiError("notFound", "The company of this token no longer exists.");
    const reply = readModel(context, companyView(company), company.lastModified);
    return head ? { ...reply, body: undefined } : reply;
  };

export const companyHandlers = { GET: read(false), HEAD: read(true) };
