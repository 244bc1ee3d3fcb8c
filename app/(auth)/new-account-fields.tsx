// The fields of a new studio account (name, e-mail, password), shared by the first owner's setup and by joining
// through an invitation, so both ask the same way and hold the same limits as the server's checks.
import { fieldClasses } from "./sign-in/sign-in-form";

type Invalid = (field: string) => Record<string, unknown>;

export function NewAccountFields({ values, invalid }: { values: { name?: string; email?: string }; invalid: Invalid }) {
  return (
    <>
      <label className="block text-sm font-medium text-slate-800">
        Your name
        <input
          name="name"
          required
          maxLength={100}
          autoComplete="name"
          defaultValue={values.name}
          className={fieldClasses}
          {...invalid("name")}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        E-mail
        <input
          name="email"
          type="email"
          required
          autoComplete="username"
          defaultValue={values.email}
          className={fieldClasses}
          {...invalid("email")}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Password <span className="font-normal text-slate-500">(at least 10 characters)</span>
        <input
          name="password"
          type="password"
          required
          minLength={10}
          autoComplete="new-password"
          className={fieldClasses}
          {...invalid("password")}
        />
      </label>
    </>
  );
}
