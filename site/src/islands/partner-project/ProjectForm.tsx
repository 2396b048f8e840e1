// Registration and edit of a partner business project (portal spec §3, §5): the required fields with the
// e-mail checked, the client field from the master data BUSSINESS_FIELD, the start not after the end,
// validated with the API's schema. A save registers or updates by the spec's rule (isCreate) and goes to
// the list (spec §4) with the success message; a failure keeps everything entered and says why.
import { useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { updateTarget } from '#core/schemas/content-save.ts';
import { partnerProjectForm } from '#core/schemas/partner-project.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import { sendSave } from '../authoring/save-call.ts';
import { SelectField, type ChoiceOption } from '../authoring/SelectField.tsx';
import { failureText, fieldErrorText } from '../forms/form-messages.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useSchemaForm, type FieldError } from '../forms/use-schema-form.ts';
import { setFlash } from '../lib/local-session.ts';
import { formMessageKeys } from '../lib/message-keys.ts';
import '../forms/forms.css';

export const projectFormMessageKeys = [
  ...formMessageKeys,
  'field.projectName',
  'field.partnerName',
  'field.partnerPersonInCharge',
  'field.email',
  'field.clientName',
  'field.sdsPersonInCharge',
  'field.clientFieldId',
  'field.projectStartDate',
  'field.projectEndDate',
  'field.description',
  'partnerProject.chooseClientField',
  'partnerProject.selectClientField',
  'partnerProject.startAfterEnd',
  'partnerProject.invalidDate',
  'partnerProject.save',
  'partnerProject.saving',
  'partnerProject.cancel',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof projectFormMessageKeys)[number], string>;

export type ProjectValues = v.InferInput<typeof partnerProjectForm>;
type ProjectOutput = v.InferOutput<typeof partnerProjectForm>;

type Props = {
  lang: Lang;
  messages: Messages;
  mode: 'registration' | 'edit';
  id?: number | undefined;
  initial: ProjectValues;
  clientFields: readonly ChoiceOption[];
};

const textFields = ['projectName', 'partnerName', 'partnerPersonInCharge', 'email', 'clientName', 'sdsPersonInCharge'] as const;

export function ProjectForm({ lang, messages, mode, id, initial, clientFields }: Props) {
  const { formRef, ...form } = useSchemaForm<ProjectValues, ProjectOutput>({
    unavailableMessage: messages['common.networkError'],
    schema: () => Promise.resolve(partnerProjectForm),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | undefined>();
  const label = (field: string) => messages[`field.${field}` as keyof Messages];
  const errorOf = (field: string, error: FieldError | undefined) => fieldErrorText(messages)(error, label(field));
  const listHref = localizePath(paths.partnerBusiness, lang);
  const descriptionError = errorOf('description', errors['description']);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const target = updateTarget(mode, id);
    try {
      await sendSave(
        target === undefined
          ? { key: 'POST /api/content-manager/partner-bussiness', body: values }
          : { key: 'PUT /api/content-manager/partner-bussiness', body: { ...values, id: target } },
        lang,
      );
      setFlash(target === undefined ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      window.location.assign(listHref);
    } catch (error) {
      setFailure(failureText(error, messages));
    }
  });

  return (
    <form ref={formRef} className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={isSubmitting || undefined}>
      {textFields.map((field) => (
        <TextField
          key={field}
          label={`${label(field)} *`}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete="off"
          maxLength={field === 'projectName' ? 200 : 100}
          error={errorOf(field, errors[field])}
          disabled={isSubmitting}
          {...form.register(field)}
        />
      ))}
      <SelectField
        id="project-client-field"
        label={`${label('clientFieldId')} *`}
        placeholder={messages['partnerProject.chooseClientField']}
        options={clientFields}
        error={errorOf('clientFieldId', errors['clientFieldId'])}
        disabled={isSubmitting}
        {...form.register('clientFieldId')}
      />
      {(['projectStartDate', 'projectEndDate'] as const).map((field) => (
        <TextField
          key={field}
          label={`${label(field)} *`}
          type="date"
          error={errorOf(field, errors[field])}
          disabled={isSubmitting}
          {...form.register(field)}
        />
      ))}
      <div className="form-field">
        <label htmlFor="project-description">{`${label('description')} *`}</label>
        <textarea
          id="project-description"
          className="form-input"
          rows={6}
          maxLength={4000}
          aria-required="true"
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? 'project-description-error' : undefined}
          disabled={isSubmitting}
          {...form.register('description')}
        />
        {descriptionError && (
          <p id="project-description-error" className="form-error">
            {descriptionError}
          </p>
        )}
      </div>
      <FormAlert text={failure} />
      <div className="form-actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? messages['partnerProject.saving'] : messages['partnerProject.save']}
        </button>
        <a className="button button--secondary" href={listHref}>
          {messages['partnerProject.cancel']}
        </a>
      </div>
    </form>
  );
}
