export { formsCatalog, useFormsT, withFormTexts } from './catalog.js';
export type { FormProblem, FormsKey } from './catalog.js';
export {
  EMAIL_MAX_LENGTH,
  emailProblem,
  givenPasswordProblem,
  lengthProblem,
  newPasswordProblem,
  requiredProblem,
} from './validation.js';
export { failureProblems, failureStatus, readFailure } from './api-failure.js';
export type { FailurePlacement, FailureProblems } from './api-failure.js';
export { pageCallOptions } from './call-options.js';
export { useForm } from './use-form.js';
export type { BoundField, FormControl, FormOptions, FormValues, SummaryItem } from './use-form.js';
export { FieldError, FieldFrame, FieldHint, useFieldWiring } from './FieldFrame.js';
export type { FieldFrameProps, FieldTexts, FieldWiring } from './FieldFrame.js';
export { TextField } from './TextField.js';
export type { TextFieldProps } from './TextField.js';
export { PasswordField } from './PasswordField.js';
export type { PasswordFieldProps } from './PasswordField.js';
export { SelectField } from './SelectField.js';
export type { SelectFieldProps, SelectOption } from './SelectField.js';
export { CheckboxField } from './CheckboxField.js';
export type { CheckboxFieldProps } from './CheckboxField.js';
export { ErrorSummary } from './ErrorSummary.js';
export type { ErrorSummaryProps } from './ErrorSummary.js';
export { Form, FormNotice, SubmitButton } from './Form.js';
export type { FormProps, SubmitButtonProps } from './Form.js';
export { classNames } from './class-names.js';
export { inputClass } from './input-class.js';
export { VisuallyHidden, visuallyHiddenClass } from './VisuallyHidden.js';
export { useEarlyPick } from './use-early-pick.js';
export { checkedIndex, shownText, useEarlyInput } from './use-early-input.js';
