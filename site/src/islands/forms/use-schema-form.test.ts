import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { editMyPageSchema, loginSchema, resetPasswordSchema } from '#core/schemas/account.ts';
import { newPasswordSchema } from '#core/schemas/password.ts';
import { $toasts } from '../ui/toast-store.ts';
import { createSchemaForm, useFieldValue, useSchemaForm } from './use-schema-form.ts';

/** The form's `common.networkError`, shown when its schema cannot be loaded. */
const OFFLINE = 'Check your connection and try again.';

/** What the form sees of an input: its type, value or checked state, and whether it took the focus. */
function input(type = 'text', value = '') {
  const element = { type, value, checked: false, focused: false, focus: () => (element.focused = true) };
  return element;
}
const asElement = (element: ReturnType<typeof input>) => element as unknown as HTMLElement;
const typeInto = (registration: { onChange: (event: { target: EventTarget | null }) => void }, element: ReturnType<typeof input>, value: string) => {
  element.value = value;
  registration.onChange({ target: element as unknown as EventTarget });
};

const token = 'a'.repeat(43);
const strongPassword = 'Pass#word12';
/** A schema as a form loads it (a dynamic import in the islands). */
const loaded =
  <S>(schema: S) =>
  () =>
    Promise.resolve(schema);
const loginForm = () => createSchemaForm({ schema: loaded(loginSchema), defaultValues: { username: '', password: '' }, unavailableMessage: OFFLINE });

describe('the site form hook', () => {
  it('shows nothing before the first submit, then each field’s first message key; a valid submit gets the schema’s output', async () => {
    const form = loginForm();
    const username = input();
    const registration = form.register('username');
    registration.ref(asElement(username));
    typeInto(registration, username, 'not-an-address');
    expect(form.getState().errors).toEqual({});

    let refused = 0;
    await form.handleSubmit(
      () => {
        throw new Error('an invalid form must not be sent');
      },
      () => refused++,
    )();
    expect(refused).toBe(1);
    expect(form.getState().errors).toEqual({
      username: { type: 'regex', message: 'validation.email' },
      password: { type: 'non_empty', message: 'validation.required' },
    });

    typeInto(registration, username, '  Member@Example.com ');
    form.field('password').onChange('secret');
    const sent: unknown[] = [];
    await form.handleSubmit((output) => void sent.push(output))();
    expect(sent).toEqual([{ username: 'member@example.com', password: 'secret' }]);
    expect(form.getState()).toMatchObject({ errors: {}, isSubmitted: true, isSubmitting: false });
  });

  it('after a submit, checks a field again as it is typed and leaves the other fields’ errors as shown', async () => {
    const form = loginForm();
    const username = input();
    const registration = form.register('username');
    registration.ref(asElement(username));
    await form.handleSubmit(() => {})();
    expect(Object.keys(form.getState().errors)).toEqual(['username', 'password']);

    typeInto(registration, username, 'member@');
    expect(form.getState().errors['username']?.message).toBe('validation.email');
    // a keystroke that changes no error leaves the form's state (and so the form) as it was
    let renders = 0;
    form.subscribe(() => renders++);
    typeInto(registration, username, 'member@e');
    expect(renders).toBe(0);
    typeInto(registration, username, 'member@example.com');
    expect(form.getState().errors).toEqual({ password: { type: 'non_empty', message: 'validation.required' } });
    // leaving a field after the submit checks nothing new
    form.register('password').onBlur();
    expect(Object.keys(form.getState().errors)).toEqual(['password']);
  });

  it('with validateOn touched, checks a field when it is left and then on every change, and no field it was not in', async () => {
    const form = createSchemaForm({
      unavailableMessage: OFFLINE,
      schema: loaded(resetPasswordSchema),
      defaultValues: { token, newPassword: '', confirmPassword: '' },
      validateOn: 'touched',
    });
    await form.loadSchema();
    const password = input('password');
    const registration = form.register('newPassword');
    registration.ref(asElement(password));
    typeInto(registration, password, 'short');
    expect(form.getState().errors).toEqual({});
    registration.onBlur();
    expect(form.getState().errors).toEqual({ newPassword: { type: 'check', message: 'validation.passwordLength' } });
    typeInto(registration, password, strongPassword);
    expect(form.getState().errors).toEqual({});
    expect(v.is(newPasswordSchema, strongPassword)).toBe(true);
  });

  it('checks a confirmation with the other fields’ errors, every pipe run to its end', async () => {
    const form = createSchemaForm({
      unavailableMessage: OFFLINE,
      schema: loaded(resetPasswordSchema),
      defaultValues: { token: 'expired', newPassword: strongPassword, confirmPassword: 'different' },
    });
    await form.handleSubmit(() => {})();
    expect(form.getState().errors).toEqual({
      token: { type: 'regex', message: 'validation.token' },
      confirmPassword: { type: 'partial_check', message: 'validation.passwordConfirm' },
    });
  });

  it('puts a server error on a field and its focus there; the next change checks the field again', async () => {
    const form = createSchemaForm({
      unavailableMessage: OFFLINE,
      schema: loaded(editMyPageSchema),
      defaultValues: {
        user: { name: 'Kim', companyName: 'Portal', departmentName: '', phoneNumber: '01012345678', country: '+82', secondaryEmail: '' },
        otp: '123456',
      },
    });
    const otp = input();
    const registration = form.register('otp');
    registration.ref(asElement(otp));
    await form.handleSubmit(() => form.setError('otp', { message: 'The code has expired.' }, { shouldFocus: true }))();
    expect(form.getState().errors).toEqual({ otp: { type: 'server', message: 'The code has expired.' } });
    expect(otp.focused).toBe(true);

    typeInto(registration, otp, '654321');
    expect(form.getState().errors).toEqual({});
  });
});

describe('the site form hook and its inputs', () => {
  it('is submitting while the call runs, and submitted after', async () => {
    const form = createSchemaForm({
      schema: loaded(loginSchema),
      defaultValues: { username: 'member@example.com', password: 'secret' },
      unavailableMessage: OFFLINE,
    });
    await form.loadSchema();
    let finish = () => {};
    const states: boolean[] = [];
    const submitting = form.handleSubmit(async () => {
      states.push(form.getState().isSubmitting);
      await new Promise<void>((resolve) => (finish = resolve));
    })();
    await Promise.resolve();
    expect(form.getState()).toMatchObject({ isSubmitting: true, isSubmitted: false });
    finish();
    await submitting;
    expect(states).toEqual([true]);
    expect(form.getState()).toMatchObject({ isSubmitting: false, isSubmitted: true });
  });

  it('reads checkboxes and radios as users set them, writes stored values into the inputs and resets them', async () => {
    const form = createSchemaForm({
      unavailableMessage: OFFLINE,
      schema: loaded(v.object({ kind: v.picklist(['URL', 'SOURCE_CODE']), agreed: v.boolean(), name: v.pipe(v.string(), v.nonEmpty('validation.required')) })),
      defaultValues: { kind: 'SOURCE_CODE', agreed: false, name: '' },
    });
    const url = input('radio', 'URL');
    const code = input('radio', 'SOURCE_CODE');
    const box = input('checkbox');
    const name = input();
    form.register('kind').ref(asElement(url));
    form.register('kind').ref(asElement(code));
    form.register('agreed').ref(asElement(box));
    form.register('name').ref(asElement(name));
    expect([url.checked, code.checked]).toEqual([false, true]);

    url.checked = true;
    form.register('kind').onChange({ target: url as unknown as EventTarget });
    box.checked = true;
    form.register('agreed').onChange({ target: box as unknown as EventTarget });
    expect(form.getValues()).toEqual({ kind: 'URL', agreed: true, name: '' });
    expect(form.getState().isDirty).toBe(true);
    await form.handleSubmit(() => {})();
    expect(form.getState().errors['name']).toBeDefined();

    form.reset({ kind: 'SOURCE_CODE', agreed: false, name: 'Kim' });
    expect([url.checked, code.checked, box.checked, name.value]).toEqual([false, true, false, 'Kim']);
    expect(form.getState()).toEqual({ errors: {}, isSubmitting: false, isSubmitted: false, isDirty: false });
  });

  it('keeps what a reader typed or ticked before the island hydrated, and fills an empty input with its stored value', async () => {
    const form = loginForm();
    const username = input('text', 'member@example.com');
    form.register('username').ref(asElement(username));
    expect(form.getValues().username).toBe('member@example.com');
    expect(username.value).toBe('member@example.com');
    const password = input('password');
    form.setValue('password', 'Pass#word12');
    form.register('password').ref(asElement(password));
    expect(password.value).toBe('Pass#word12');
    const sent: unknown[] = [];
    await form.handleSubmit((output) => void sent.push(output))();
    expect(sent).toEqual([{ username: 'member@example.com', password: 'Pass#word12' }]);
  });

  it('tells a watched field of its own changes only (and of changes to the object holding it)', () => {
    const form = createSchemaForm({
      unavailableMessage: OFFLINE,
      schema: loaded(editMyPageSchema),
      defaultValues: { user: { name: '', companyName: '', phoneNumber: '', country: '+82' }, otp: '' },
    });
    const heard: string[] = [];
    form.subscribeField('user.phoneNumber', () => heard.push('phone'));
    form.subscribeField('otp', () => heard.push('otp'));
    let formRenders = 0;
    form.subscribe(() => formRenders++);

    form.field('user.phoneNumber').onChange('010');
    form.field('user.name').onChange('Kim');
    form.setValue('user', { name: 'Lee', companyName: '', phoneNumber: '', country: '+1' });
    expect(heard).toEqual(['phone', 'phone']);
    // the form itself hears only that it became dirty, not every keystroke
    expect(formRenders).toBe(1);
  });
});

describe('the site form hook and its schema', () => {
  it('loads its schema when first used, and checks a field left before the schema arrived once it has', async () => {
    let loads = 0;
    let arrive = () => {};
    const form = createSchemaForm({
      unavailableMessage: OFFLINE,
      schema: () => {
        loads += 1;
        return new Promise<typeof resetPasswordSchema>((resolve) => (arrive = () => resolve(resetPasswordSchema)));
      },
      defaultValues: { token, newPassword: '', confirmPassword: '' },
      validateOn: 'touched',
    });
    const password = input('password');
    const registration = form.register('newPassword');
    registration.ref(asElement(password));
    typeInto(registration, password, 'short');
    expect(loads).toBe(0);

    registration.onBlur();
    expect(loads).toBe(1);
    expect(form.getState().errors).toEqual({});
    arrive();
    await vi.waitFor(() => expect(form.getState().errors).toEqual({ newPassword: { type: 'check', message: 'validation.passwordLength' } }));
    typeInto(registration, password, strongPassword);
    expect(form.getState().errors).toEqual({});
    expect(loads).toBe(1);
  });

  it('does not show the error of a field left before the schema arrived when the form was reset meanwhile', async () => {
    let arrive = () => {};
    const form = createSchemaForm({
      unavailableMessage: OFFLINE,
      schema: () => new Promise<typeof loginSchema>((resolve) => (arrive = () => resolve(loginSchema))),
      defaultValues: { username: '', password: '' },
      validateOn: 'touched',
    });
    form.register('username').onBlur();
    form.reset({ username: '', password: '' });
    arrive();
    await form.loadSchema();
    await Promise.resolve();
    expect(form.getState().errors).toEqual({});
  });

  it('submits once the schema has arrived; a schema that cannot be loaded says so in a toast, leaves the form as it was and is asked for again', async () => {
    let available = false;
    const form = createSchemaForm({
      unavailableMessage: OFFLINE,
      schema: () => (available ? Promise.resolve(loginSchema) : Promise.reject(new TypeError('Failed to fetch'))),
      defaultValues: { username: 'member@example.com', password: 'secret' },
    });
    const sent: unknown[] = [];
    const submit = form.handleSubmit((output) => void sent.push(output));
    await submit();
    expect(form.getState()).toMatchObject({ isSubmitting: false, isSubmitted: false, errors: {} });
    expect($toasts.get().map((toast) => [toast.type, toast.message])).toEqual([['error', OFFLINE]]);
    expect(sent).toEqual([]);

    available = true;
    await submit();
    expect(sent).toEqual([{ username: 'member@example.com', password: 'secret' }]);
  });

  it('renders its values on the server (the islands are rendered before they hydrate)', () => {
    function Login() {
      const { register, control } = useSchemaForm({
        schema: loaded(loginSchema),
        defaultValues: { username: 'member@example.com', password: '' },
        unavailableMessage: OFFLINE,
      });
      const username = useFieldValue(control, 'username');
      return createElement('form', null, createElement('input', { ...register('password'), type: 'password' }), createElement('output', null, username));
    }
    expect(renderToString(createElement(Login))).toContain('<output>member@example.com</output>');
  });
});
