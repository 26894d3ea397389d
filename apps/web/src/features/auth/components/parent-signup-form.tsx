import { parentRegisterSchema } from '@madrasa/contracts';
import { SIGNUP_DEFAULTS, SignupForm } from './signup-form.tsx';

const { gender: _gender, ...DEFAULTS } = SIGNUP_DEFAULTS;

/** Parent registration: name, phone, e-mail and a password (docs/decisions.md, "Parents"). */
export function ParentSignupForm() {
  return (
    <SignupForm
      schema={parentRegisterSchema}
      defaultValues={DEFAULTS}
      toRequest={(payload) => ({ role: 'parent', payload })}
      withGender={false}
    >
      {() => null}
    </SignupForm>
  );
}
