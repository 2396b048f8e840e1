// The site's form hook (docs/decisions/013-own-form-hook-on-the-site.md): the values of an island form
// checked with a shared schema of core/schemas/, and the errors shown as users saw them with
// react-hook-form: nothing before the first submit (or, with `validateOn: 'touched'`, before a field is
// left), then each changed field checked again as it is typed. Native inputs stay uncontrolled
// (`register`), so typing re-renders nothing unless an error appears or goes; a component that needs a
// value subscribes to that one field (`useFieldValue`). The schema, and valibot with it, is loaded when
// the form is first used (a field takes the focus or is checked, or a submit), not with the screen.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type * as v from 'valibot';
import { showToast } from '../ui/toast-store.ts';
import { useEarlyInput } from './early-input.ts';
import type { FieldError, FieldErrors } from './field-error.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

export type { FieldError, FieldErrors };
export type FormState = { errors: FieldErrors; isSubmitting: boolean; isSubmitted: boolean; isDirty: boolean };

type Leaf = string | number | boolean | null | undefined | readonly unknown[];
/** The dotted paths of a form's values, nested objects included (`user`, `user.name`). */
export type FieldPath<T> = {
  [K in keyof T & string]: T[K] extends Leaf ? K : K | `${K}.${FieldPath<NonNullable<T[K]>>}`;
}[keyof T & string];
export type PathValue<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? PathValue<NonNullable<T[K]>, Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** What `register` gives a native input, select or textarea. */
export type FieldRegistration = {
  name: string;
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  onChange: (event: { target: EventTarget | null }) => void;
  onBlur: () => void;
};
/** What `field` gives a component that holds its own value (phone number, code list, editor). */
export type ControlledField<Value> = {
  name: string;
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  onChange: (value: Value) => void;
  onBlur: () => void;
};

type Options<V, O> = {
  /**
   * Loads the form's shared schema: `() => import('#core/schemas/account.ts').then((schemas) => schemas.loginSchema)`.
   * A dynamic import, so the schema and valibot reach the browser only when the form is first used.
   */
  schema: () => Promise<v.GenericSchema<unknown, O>>;
  defaultValues: V;
  /** `submit` (default): errors appear at the first submit; `touched`: also when a field is left. */
  validateOn?: 'submit' | 'touched';
  /** The toast of a submit whose schema could not be loaded (no network): the form's `common.networkError`. */
  unavailableMessage: string;
};

function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}

/** A copy of `values` with `path` set, sharing every untouched branch (so unchanged fields keep their snapshot). */
function withValue<V>(values: V, path: string, value: unknown): V {
  const [key = '', ...rest] = path.split('.');
  const node = (values ?? {}) as Record<string, unknown>;
  return { ...node, [key]: rest.length === 0 ? value : withValue(node[key], rest.join('.'), value) } as V;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const sameErrors = (a: FieldErrors, b: FieldErrors) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([path, error]) => error?.message === b[path]?.message && error?.type === b[path]?.type);

/** A path and another are related when one holds the other (`user` and `user.name`). */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

function readElement(target: EventTarget | null, previous: unknown): unknown {
  if (target instanceof Object && 'type' in target && 'value' in target) {
    const input = target as HTMLInputElement;
    if (input.type === 'checkbox') return input.checked;
    if (input.type === 'radio') return input.checked ? input.value : previous;
    return input.value;
  }
  return previous;
}

/** Nothing entered: an empty text or an unticked box. */
const isBlank = (value: unknown) => value === '' || value === false || value === undefined || value === null;

function writeElement(element: HTMLElement, value: unknown) {
  const input = element as HTMLInputElement;
  if (input.type === 'checkbox') input.checked = value === true;
  else if (input.type === 'radio') input.checked = input.value === value;
  else if ('value' in input) {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (input.value !== text) input.value = text;
  }
}

type Binding = {
  values: () => unknown;
  defaults: () => unknown;
  store: (name: string, value: unknown) => void;
  attach: (name: string, element: HTMLElement) => () => void;
  change: (name: string, value: unknown) => void;
  blur: (name: string) => void;
};

/** What `register` gives a native input: its value read from the element, written to it on reset. */
function nativeRegistration(name: string, { values, defaults, store, attach, change, blur }: Binding): FieldRegistration {
  return {
    name,
    ref: (element) => {
      if (!element) return undefined;
      // what a reader typed or ticked before the island hydrated is kept, not wiped by the default
      const shown = readElement(element, valueAt(values(), name));
      const untouched = sameValue(valueAt(values(), name), valueAt(defaults(), name));
      if (untouched && !sameValue(shown, valueAt(values(), name)) && !isBlank(shown)) store(name, shown);
      else writeElement(element, valueAt(values(), name));
      return attach(name, element);
    },
    onChange: (event) => change(name, readElement(event.target, valueAt(values(), name))),
    onBlur: () => blur(name),
  };
}

/** The submit of a form: the schema checked, every error shown, the output handed on when there is none. */
function submitHandler<O>(
  loadCheck: () => Promise<() => { errors: Record<string, FieldError>; output?: O }>,
  publish: (next: Partial<FormState>) => void,
  unavailableMessage: string,
  onValid: (output: O) => Promise<void> | void,
  onInvalid?: () => void,
) {
  return async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    publish({ isSubmitting: true });
    let checked: { errors: Record<string, FieldError>; output?: O };
    try {
      checked = (await loadCheck())();
    } catch {
      publish({ isSubmitting: false });
      showToast({ type: 'error', message: unavailableMessage });
      return;
    }
    const { errors, output } = checked;
    publish({ errors });
    try {
      if (output !== undefined && Object.keys(errors).length === 0) await onValid(output);
      else onInvalid?.();
    } finally {
      publish({ isSubmitting: false, isSubmitted: true });
    }
  };
}

/**
 * The form's store, outside React: its values, errors and state, and the listeners of each. `useSchemaForm`
 * keeps one per form; it is exported for the tests.
 */
export function createSchemaForm<V extends object, O>({ schema, defaultValues, validateOn = 'submit', unavailableMessage }: Options<V, O>) {
  let defaults = defaultValues;
  let values = defaultValues;
  let state: FormState = { errors: {}, isSubmitting: false, isSubmitted: false, isDirty: false };
  const touched = new Set<string>();
  const elements = new Map<string, Set<HTMLElement>>();
  const stateListeners = new Set<() => void>();
  const fieldListeners = new Map<string, Set<() => void>>();
  const registrations = new Map<string, FieldRegistration>();
  const controlled = new Map<string, ControlledField<never>>();

  const publish = (next: Partial<FormState>) => {
    const merged = { ...state, ...next };
    if ((Object.keys(next) as (keyof FormState)[]).every((key) => merged[key] === state[key])) return;
    state = merged;
    stateListeners.forEach((listener) => listener());
  };

  type Check = () => { errors: Record<string, FieldError>; output?: O };
  let resets = 0;
  /** The values checked with the schema (schema-check.ts), once both are loaded. */
  let check: Check | undefined;
  let loading: Promise<Check> | undefined;
  /** Loads the schema and its checker once; a load that failed (no network) is tried again at the next use. */
  const loadSchema = (): Promise<Check> => {
    loading ??= Promise.all([schema(), import('./schema-check.ts')]).then(
      ([loaded, { checkValues }]) => (check = () => checkValues(loaded, values)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  /** Check again the errors of `name` (and of the fields it holds), leaving the other fields' errors as shown. */
  const revalidate = (name: string) => {
    if (!check) {
      // left before the schema arrived: checked as soon as it has, unless the form was reset meanwhile
      const at = resets;
      loadSchema().then(
        () => at === resets && revalidate(name),
        () => undefined,
      );
      return;
    }
    const found = check().errors;
    const errors: Record<string, FieldError> = {};
    for (const [path, error] of Object.entries(state.errors)) if (error && !related(path, name)) errors[path] = error;
    for (const [path, error] of Object.entries(found)) if (related(path, name)) errors[path] = error;
    // the same errors keep the same object, so a keystroke that changes none re-renders nothing
    if (!sameErrors(errors, state.errors)) publish({ errors });
  };

  const focus = (name: string) => {
    const [first] = elements.get(name) ?? [];
    first?.focus();
  };

  const attach = (name: string, element: HTMLElement) => {
    const set = elements.get(name) ?? new Set();
    elements.set(name, set.add(element));
    return () => void set.delete(element);
  };

  const store = (name: string, value: unknown) => {
    values = withValue(values, name, value);
    for (const [path, listeners] of fieldListeners) if (related(path, name)) listeners.forEach((listener) => listener());
    publish({ isDirty: !sameValue(values, defaults) });
  };

  const change = (name: string, value: unknown) => {
    store(name, value);
    if (state.isSubmitted || (validateOn === 'touched' && touched.has(name))) revalidate(name);
  };

  const blur = (name: string) => {
    if (validateOn !== 'touched' || state.isSubmitted) return;
    touched.add(name);
    revalidate(name);
  };

  return {
    loadSchema,
    getState: () => state,
    getValues: () => values,
    subscribe: (listener: () => void) => {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    subscribeField: (name: string, listener: () => void) => {
      const listeners = fieldListeners.get(name) ?? new Set();
      fieldListeners.set(name, listeners.add(listener));
      return () => void listeners.delete(listener);
    },
    /** A native input, select or textarea: its value read from the element, written to it on reset. */
    register: <P extends FieldPath<V>>(name: P): FieldRegistration => {
      const known = registrations.get(name) ?? nativeRegistration(name, { values: () => values, defaults: () => defaults, store, attach, change, blur });
      registrations.set(name, known);
      return known;
    },

    /** A component holding its own value: it reports the value; the ref only takes the focus. */
    field: <P extends FieldPath<V>>(name: P): ControlledField<PathValue<V, P>> => {
      const field: ControlledField<never> = controlled.get(name) ?? {
        name,
        ref: (element) => (element ? attach(name, element) : undefined),
        onChange: (value) => change(name, value),
        onBlur: () => blur(name),
      };
      controlled.set(name, field);
      return field as ControlledField<PathValue<V, P>>;
    },

    setValue: <P extends FieldPath<V>>(name: P, value: PathValue<V, P>, options: { shouldValidate?: boolean } = {}) => {
      store(name, value);
      elements.get(name)?.forEach((element) => registrations.has(name) && writeElement(element, value));
      if (options.shouldValidate) revalidate(name);
    },

    /** An error from the server on a field; `shouldFocus` moves the focus to it. */
    setError: (name: FieldPath<V>, error: { message: string; type?: string }, options: { shouldFocus?: boolean } = {}) => {
      publish({ errors: { ...state.errors, [name]: { type: error.type ?? 'server', message: error.message } } });
      if (options.shouldFocus) focus(name);
    },

    setFocus: (name: FieldPath<V>) => focus(name),

    /** New values (and the values "dirty" compares with), errors and submits forgotten. */
    reset: (next: V) => {
      resets += 1;
      defaults = next;
      values = next;
      touched.clear();
      for (const [name, set] of elements) if (registrations.has(name)) set.forEach((element) => writeElement(element, valueAt(next, name)));
      fieldListeners.forEach((listeners) => listeners.forEach((listener) => listener()));
      publish({ errors: {}, isSubmitted: false, isSubmitting: false, isDirty: false });
    },

    /**
     * The submit handler: the schema's output goes to `onValid`; a refused submit shows every error. It
     * waits for the schema if it has not arrived yet; if it cannot be loaded (no network), the reader is
     * told so in a toast, the form stays as it was, and the next submit tries again.
     */
    handleSubmit: (onValid: (output: O) => Promise<void> | void, onInvalid?: () => void) =>
      submitHandler(loadSchema, publish, unavailableMessage, onValid, onInvalid),
  };
}

export type SchemaForm<V extends object, O = unknown> = ReturnType<typeof createSchemaForm<V, O>>;

/**
 * A form checked with `schema`. Give `formRef` to the `<form>`: a refused submit focuses its first
 * invalid field in page order (portal spec §5), and the first field to take the focus loads the schema.
 * The form re-renders when its errors or states change, not on every keystroke. What a reader typed or ticked
 * before the island hydrated is taken up (early-input.ts).
 */
export function useSchemaForm<V extends object, O>(options: Options<V, O>) {
  const [control] = useState(() => createSchemaForm(options));
  const { formRef, onInvalid } = useFocusFirstInvalid();
  useEarlyInput(formRef);
  useEffect(() => {
    const load = () => {
      document.removeEventListener('focusin', onFocus);
      void control.loadSchema().catch(() => undefined);
    };
    const onFocus = (event: FocusEvent) => {
      if (formRef.current?.contains(event.target as Node)) load();
    };
    // a reader may already be in a field when the island hydrates
    if (formRef.current?.contains(document.activeElement)) load();
    else document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [control, formRef]);
  const formState = useSyncExternalStore(control.subscribe, control.getState, control.getState);
  const handleSubmit = (onValid: (output: O) => Promise<void> | void) => control.handleSubmit(onValid, onInvalid);
  return { ...control, handleSubmit, control, formRef, formState };
}

/** The value of one field; only the component that asks re-renders when it changes. */
export function useFieldValue<V extends object, P extends FieldPath<V>>(
  control: Pick<SchemaForm<V>, 'getValues' | 'subscribeField'>,
  name: P,
): PathValue<V, P> {
  const subscribe = useCallback((listener: () => void) => control.subscribeField(name, listener), [control, name]);
  const read = () => valueAt(control.getValues(), name) as PathValue<V, P>;
  return useSyncExternalStore(subscribe, read, read);
}
