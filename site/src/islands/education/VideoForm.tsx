// Registration and edit of a channel's video (portal spec §2, §3, §5, §6): the channel, the category, the
// title in both languages and the video-site link (an 11-character id; a link only, never embed code).
// Validated with the API's schema as the author types; a save registers or updates by the spec's rule
// (isCreate) and goes to the channel; the edit form also deletes. A failure keeps everything entered.
import type * as v from 'valibot';
import type { MessageKey } from '#core/i18n/translate.ts';
import { videoForm } from '#core/schemas/video.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import { AuthoringForm } from '../authoring/AuthoringForm.tsx';
import { AuthoringSection } from '../authoring/AuthoringSection.tsx';
import { BilingualText } from '../authoring/BilingualText.tsx';
import { sharedFormMessageKeys } from '../authoring/messages.ts';
import { RequiredMark } from '../authoring/RequiredMark.tsx';
import { SelectField, type ChoiceOption } from '../authoring/SelectField.tsx';
import { useContentAuthoring, type ContentFormProps } from '../authoring/use-content-authoring.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';

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
export type VideoInitial = Required<VideoValues>;

type Props = ContentFormProps<Messages, VideoInitial> & { channels: readonly ChoiceOption[]; categories: readonly ChoiceOption[] };

export function VideoForm({ channels, categories, ...props }: Props) {
  const { lang, messages, initial } = props;
  useFlashToast(messages);
  const kit = useContentAuthoring<VideoValues, v.InferOutput<typeof videoForm>>(videoForm, initial, props);
  const { content, form, errors, errorOf, authoring } = kit;
  const t = (key: (typeof videoFormMessageKeys)[number]) => messages[key];
  const channelHref = localizePath(paths.videoChannel(initial.product), lang);
  const urlError = errorOf(errors['url'], t('education.fieldUrl'));
  const required = <RequiredMark messages={messages} />;

  const submit = form.handleSubmit((values) =>
    authoring.save({
      call: () =>
        kit.target === undefined
          ? { key: 'POST /api/admin/video/register', body: values }
          : { key: 'PUT /api/admin/video', body: { ...values, id: kit.target } },
      leaveTo: () => localizePath(paths.videoChannel(values.product), lang),
      onFailure: kit.onFailure([
        ['category', [messages['education.selectCategory']]],
        ['url', [messages['education.urlRequired'], messages['education.onlyLink'], messages['education.invalidVideoLink']]],
      ]),
    }),
  );

  return (
    <AuthoringForm
      {...kit.frame}
      onSubmit={submit}
      cancelHref={channelHref}
      remove={kit.removal(t('education.deleteTitle'), (id) => ({ key: 'DELETE /api/admin/video/:id', params: { id } }), channelHref)}
    >
      <AuthoringSection id="video-texts" title={t('editor.sectionTexts')}>
        <SelectField
          id="video-channel"
          label={t('education.fieldChannel')}
          mark={required}
          options={channels}
          disabled={authoring.disabled}
          {...form.register('product')}
        />
        <SelectField
          id="video-category"
          label={t('education.fieldCategory')}
          mark={required}
          placeholder={t('education.chooseCategory')}
          options={categories}
          error={errorOf(errors['category'], t('education.fieldCategory'))}
          disabled={authoring.disabled}
          {...form.register('category')}
        />
        <BilingualText {...content.textPair('title', t('editor.fieldTitle'))} required maxLength={200} disabled={authoring.disabled} />
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
            disabled={authoring.disabled}
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
      </AuthoringSection>
    </AuthoringForm>
  );
}
