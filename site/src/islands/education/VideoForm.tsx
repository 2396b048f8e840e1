// Registration and edit of a channel's video (portal spec §2, §3, §5, §6): the channel, the category, the
// title in both languages and the video-site link (an 11-character id; a link only, never embed code).
// Validated with the API's schema as the author types; a save registers or updates by the spec's rule
// (isCreate) and goes to the channel; the edit form also deletes. A failure keeps everything entered.
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { isCreate } from '#core/schemas/content-save.ts';
import { videoForm } from '#core/schemas/video.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import { BilingualText, pairErrors } from '../authoring/BilingualFields.tsx';
import { FormActions } from '../authoring/FormActions.tsx';
import { sharedFormMessageKeys } from '../authoring/messages.ts';
import { fieldOfMessage } from '../authoring/save-flow.ts';
import { savingFailureText, useAuthoring } from '../authoring/use-authoring.ts';
import { errorText } from '../forms/form-messages.ts';
import { useSchemaForm, type FieldError } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import '../forms/forms.css';
import '../authoring/authoring.css';

export const videoFormMessageKeys = [
  ...sharedFormMessageKeys,
  'education.fieldChannel',
  'education.fieldCategory',
  'education.fieldUrl',
  'education.urlHint',
  'education.chooseCategory',
  'education.selectCategory',
  'education.urlRequired',
  'education.onlyLink',
  'education.invalidVideoLink',
  'education.deleteTitle',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof videoFormMessageKeys)[number], string>;

type VideoValues = v.InferInput<typeof videoForm>;
type VideoOutput = v.InferOutput<typeof videoForm>;
export type VideoInitial = Required<VideoValues>;
type Option = { value: string; label: string };

type Props = {
  lang: Lang;
  messages: Messages;
  mode: 'registration' | 'edit';
  id?: number | undefined;
  initial: VideoInitial;
  channels: readonly Option[];
  categories: readonly Option[];
};

export function VideoForm({ lang, messages, mode, id, initial, channels, categories }: Props) {
  useFlashToast(messages);
  const { formRef, ...form } = useSchemaForm<VideoValues, VideoOutput>({
    unavailableMessage: messages['common.networkError'],
    schema: () => Promise.resolve(videoForm),
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  const authoring = useAuthoring(lang, messages, isDirty);
  const t = (key: (typeof videoFormMessageKeys)[number]) => messages[key];
  const errorOf = (error: FieldError | undefined, label: string) => (error?.type === 'text' ? error.message : errorText(messages, error, label));
  const channelHref = localizePath(paths.videoChannel(initial.product), lang);
  const categoryError = errorOf(errors['category'], t('education.fieldCategory'));
  const urlError = errorOf(errors['url'], t('education.fieldUrl'));
  const required = (
    <span className="authoring-required">
      {' '}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({messages['editor.requiredMark']})</span>
    </span>
  );

  const submit = form.handleSubmit(async (values) => {
    if (authoring.busy !== 'idle') return;
    authoring.setBusy('saving');
    try {
      const create = isCreate(mode, id);
      await callApi<unknown>(create ? '/api/admin/video/register' : '/api/admin/video', {
        method: create ? 'POST' : 'PUT',
        body: create ? values : { ...values, id },
        lang,
      });
      setFlash(create ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      authoring.leave(localizePath(paths.videoChannel(values.product), lang));
    } catch (failure) {
      const text = savingFailureText(failure, messages);
      authoring.fail(failure);
      const field = fieldOfMessage(text, [
        ['category', [messages['education.selectCategory']]],
        ['url', [messages['education.urlRequired'], messages['education.onlyLink'], messages['education.invalidVideoLink']]],
      ] as const);
      if (field) form.setError(field, { type: 'text', message: text }, { shouldFocus: true });
    }
  });

  const disabled = authoring.busy !== 'idle';
  return (
    <form ref={formRef} className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{t('editor.requiredNote')}</p>
      <section className="authoring-section" aria-labelledby="video-texts">
        <h2 id="video-texts">{t('editor.sectionTexts')}</h2>
        <div className="form-field">
          <label htmlFor="video-channel">
            {t('education.fieldChannel')}
            {required}
          </label>
          <select id="video-channel" className="form-select" aria-required="true" disabled={disabled} {...form.register('product')}>
            {channels.map((channel) => (
              <option key={channel.value} value={channel.value}>
                {channel.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="video-category">
            {t('education.fieldCategory')}
            {required}
          </label>
          <select
            id="video-category"
            className="form-select"
            aria-required="true"
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={categoryError ? 'video-category-error' : undefined}
            disabled={disabled}
            {...form.register('category')}
          >
            <option value="">{t('education.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
          {categoryError && (
            <p id="video-category-error" className="form-error">
              {categoryError}
            </p>
          )}
        </div>
        <BilingualText
          field={t('editor.fieldTitle')}
          registrations={{ Kr: form.register('titleKr'), En: form.register('titleEn') }}
          errors={pairErrors(errorOf, t('editor.fieldTitle'), messages, { Kr: errors['titleKr'], En: errors['titleEn'] })}
          messages={messages}
          required
          maxLength={200}
          disabled={disabled}
        />
        <div className="form-field">
          <label htmlFor="video-url">
            {t('education.fieldUrl')}
            {required}
          </label>
          <input
            id="video-url"
            className="form-input"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            placeholder="https://www.youtube.com/watch?v=…"
            aria-required="true"
            aria-invalid={urlError ? true : undefined}
            aria-describedby={['video-url-hint', urlError ? 'video-url-error' : ''].filter(Boolean).join(' ')}
            disabled={disabled}
            {...form.register('url')}
          />
          <p id="video-url-hint" className="form-hint">
            {t('education.urlHint')}
          </p>
          {urlError && (
            <p id="video-url-error" className="form-error">
              {urlError}
            </p>
          )}
        </div>
      </section>

      <FormActions
        messages={messages}
        busy={authoring.busy}
        progress={authoring.progress}
        onLeave={() => authoring.leave(channelHref)}
        remove={
          mode === 'edit' && id !== undefined
            ? { title: t('education.deleteTitle'), run: () => void authoring.remove(`/api/admin/video/${id}`, channelHref) }
            : undefined
        }
      />
    </form>
  );
}
