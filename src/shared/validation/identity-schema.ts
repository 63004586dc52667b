// Completing the identity of an account made without one (a merchant's user): the same names,
// phone and JMBG rules as the sign-up form, so both ask for exactly the same person data.
import { z } from 'zod';
import { FirstNameSchema, JmbgSchema, LastNameSchema, PhoneSchema } from './user-validation';

export const IdentitySchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: PhoneSchema,
  jmbg: JmbgSchema,
});
export type IdentityData = z.output<typeof IdentitySchema>;
