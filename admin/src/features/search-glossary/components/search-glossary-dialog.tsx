import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { GLOSSARY_TERM_MAX, glossaryClashCodes, glossaryEn, glossaryKo, type GlossaryItem, type GlossaryTermBody } from '#core/schemas/search-glossary.ts';
import { CallFailure } from '../../../lib/api-client.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { addGlossaryTerm, glossaryKey, updateGlossaryTerm } from '../api/search-glossary-calls.ts';

/** What the dialog edits: a term of the list, or a new one with what its opener filled in. */
export type GlossaryEditing = { term: GlossaryItem } | { prefill: Partial<GlossaryTermBody> };

const sides = ['ko', 'en'] as const;

/** The side a save's 409 is about (the envelope's code: core/schemas/search-glossary.ts), if it is one. */
const clashedSide = (error: unknown) =>
  error instanceof CallFailure && error.status === 409 ? sides.find((side) => glossaryClashCodes[side] === error.code) : undefined;

/**
 * A term in a dialog: both sides, checked by the shared schema as the API checks them. A side another term
 * holds already comes back from the server (409) and is shown on its field, which takes the focus.
 */
export function SearchGlossaryDialog({ editing, onClose }: { editing: GlossaryEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GlossaryTermBody>();
  const existing = 'term' in editing ? editing.term : null;
  const initial: GlossaryTermBody =
    'term' in editing ? { ko: editing.term.ko, en: editing.term.en } : { ko: editing.prefill.ko ?? '', en: editing.prefill.en ?? '' };
  const save = useMutation({
    mutationFn: (values: GlossaryTermBody) => (existing ? updateGlossaryTerm(existing.id, values) : addGlossaryTerm(values)),
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await queryClient.invalidateQueries({ queryKey: [glossaryKey] });
      onClose();
    },
    onError: (error) => {
      const side = clashedSide(error);
      if (side) {
        form.setFields([{ name: side, errors: [error.message] }]);
        form.focusField(side);
      } else if (!(error instanceof CallFailure && error.status === 401)) {
        // an expired session is answered by the API client (the sign-in screen); anything else is said here
        void message.error(error.message);
      }
    },
  });
  const sides = [
    { side: 'ko', label: t('searchGlossary.field.ko'), help: t('searchGlossary.field.koHelp', { max: GLOSSARY_TERM_MAX }), schema: glossaryKo },
    { side: 'en', label: t('searchGlossary.field.en'), help: t('searchGlossary.field.enHelp', { max: GLOSSARY_TERM_MAX }), schema: glossaryEn },
  ] as const;
  // the first side left to write takes the focus: a prefilled Korean term asks for its English next
  const first = initial.ko && !initial.en ? 'en' : 'ko';
  return (
    <Modal
      open
      title={t(existing ? 'searchGlossary.editTitle' : 'searchGlossary.add')}
      okText={t('searchGlossary.save')}
      cancelText={t('searchGlossary.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<GlossaryTermBody> form={form} name="search-glossary" layout="vertical" initialValues={initial} onFinish={(values) => save.mutate(values)}>
        {sides.map(({ side, label, help, schema }) => (
          <Form.Item key={side} name={side} label={label} required extra={help} rules={[schemaRule(schema, t, label)]}>
            <Input maxLength={GLOSSARY_TERM_MAX} showCount autoFocus={first === side} autoComplete="off" lang={side} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
