import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import { failureProblems, readFailure } from './api-failure.js';
import { useFormsT, type FormProblem } from './catalog.js';
import { shownValues } from './shown-values.js';

export type FormValues<Field extends string> = Readonly<Record<Field, string>>;

/** A problem the form found (put in words when shown), or the api's message as it came. */
type Problem = FormProblem | string;

export interface FormOptions<Field extends string> {
  /** Every field with its first value, in the order the form shows them. */
  initial: FormValues<Field>;
  /** Checks before sending: a problem per field, or nothing where the value is fine. */
  validate?: (
    values: FormValues<Field>,
  ) => Partial<Record<NoInfer<Field>, FormProblem | undefined>>;
  /** Sends the form; a rejection with the api's failure body puts its messages in place. */
  submit: (values: FormValues<Field>) => Promise<void>;
  /** Failure codes whose message concerns one field (email_taken: the e-mail address). */
  codeFields?: Readonly<Partial<Record<string, NoInfer<Field>>>>;
}

/** What a field component takes from the form: its id, name, value and error. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/** One line of the error summary: the field's id (to move to it) and what is wrong. */
export interface SummaryItem {
  id: string;
  message: string;
}

export interface FormControl<Field extends string> {
  values: FormValues<Field>;
  setValue: (field: Field, value: string) => void;
  /** Props for TextField, PasswordField or SelectField. */
  field: (name: Field) => BoundField;
  /** The field problems in the order of the fields, then the form's own message. */
  summary: { items: SummaryItem[]; message: string | undefined };
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The error summary, focused after a refused submission so that it is read out first. */
  summaryRef: RefObject<HTMLDivElement | null>;
  /** Back to the given values (default: the first ones), without errors. */
  reset: (values?: FormValues<Field>) => void;
}

/**
 * A form's state: values, checks before sending, the api's field errors put beside their fields,
 * a pending flag for the submit button, and focus on the error summary when something is wrong.
 */
export function useForm<Field extends string>({
  initial,
  validate,
  submit,
  codeFields,
}: FormOptions<Field>): FormControl<Field> {
  const t = useFormsT();
  const locale = useIntl().locale;
  const prefix = useId();
  const [state, setValues] = useState<FormValues<Field>>(initial);
  // The form's own checks are kept as what they found, and put in words at each render: after a
  // change of language (the settings page's) they read in the new one. The api's messages came
  // in the language of the page that sent the form: they are shown only while it is still that.
  const [errors, setErrors] = useState<Partial<Record<Field, Problem>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [answeredIn, setAnsweredIn] = useState(locale);
  const [submitting, setSubmitting] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fields = Object.keys(initial) as Field[];

  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  // Text typed before hydration is in the fields, not in the state: taken in at once, before a
  // render (the password's Show button, an error shown) puts the first values back over it.
  useLayoutEffect(() => {
    // Once, on the first render in the browser.
    setValues((current) => shownValues(current, (name) => document.getElementById(idOf(name))));
  }, []);

  const setValue = useCallback(
    (name: Field, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  const idOf = (name: Field) => `${prefix}-${name}`;

  const refuse = (fieldErrors: Partial<Record<Field, Problem>>, message: string | undefined) => {
    setErrors(fieldErrors);
    setFormError(message);
    setAnsweredIn(locale);
    setRefusals((count) => count + 1);
  };

  const wordsOf = (problem: Problem | undefined): string | undefined => {
    if (problem === undefined) return undefined;
    if (typeof problem !== 'string') return t(problem.key, problem.values);
    return answeredIn === locale ? problem : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // A send replayed after hydration may come before the state took in what the fields show.
    const form = event.currentTarget;
    const values = shownValues(state, (name) => form.elements.namedItem(name));
    if (values !== state) setValues(values);
    const problems: Partial<Record<Field, FormProblem | undefined>> = validate?.(values) ?? {};
    const found: Partial<Record<Field, Problem>> = {};
    for (const name of fields) {
      const problem = problems[name];
      if (problem) found[name] = problem;
    }
    if (Object.keys(found).length > 0) {
      refuse(found, undefined);
      return;
    }
    setSubmitting(true);
    submit(values).then(
      () => {
        setErrors({});
        setFormError(undefined);
        setSubmitting(false);
      },
      (error: unknown) => {
        const placed = failureProblems(readFailure(error), {
          fields,
          unreachable: t('forms.error.unreachable'),
          ...(codeFields ? { codeFields } : {}),
        });
        setSubmitting(false);
        refuse(placed.fields, placed.form);
      },
    );
  };

  return {
    values: state,
    setValue,
    field: (name) => ({
      id: idOf(name),
      name,
      value: state[name],
      error: wordsOf(errors[name]),
      onChange: (event) => setValue(name, event.target.value),
    }),
    summary: {
      items: fields.flatMap((name) => {
        const message = wordsOf(errors[name]);
        return message ? [{ id: idOf(name), message }] : [];
      }),
      message: wordsOf(formError),
    },
    submitting,
    onSubmit,
    summaryRef,
    reset: (next = initial) => {
      setValues(next);
      setErrors({});
      setFormError(undefined);
    },
  };
}
