import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Flex, Input, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSuggestion } from '#core/schemas/content-ownership.ts';
import { suggestUsers } from '../api/content-ownership.ts';

/** How long typing pauses before the suggestions are asked for. */
const TYPING_PAUSE_MS = 250;

/**
 * Finds a user by part of a name or e-mail with suggestions (GET /api/admin/username); a search that
 * finds nobody says "no search results" (admin spec §4). Shows the chosen user under the field.
 */
export function UserPicker({ label, value, onChange }: { label: string; value: UserSuggestion | null; onChange: (user: UserSuggestion | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({ queryKey: ['username', keyword], queryFn: ({ signal }) => suggestUsers(keyword, signal), enabled: keyword !== '' });
  const users = found.data ?? [];
  const nobody = keyword !== '' && found.isSuccess && users.length === 0;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      <AutoComplete
        value={text}
        options={users.map((user) => ({ value: String(user.id), label: `${user.name} (${user.username})` }))}
        onChange={(next: string) => {
          setText(next);
          if (value) onChange(null);
        }}
        onSelect={(selected: string) => {
          const user = users.find((candidate) => String(candidate.id) === selected);
          if (!user) return;
          setText(`${user.name} (${user.username})`);
          onChange(user);
        }}
        style={{ width: '100%', maxWidth: 420 }}
      >
        <Input.Search
          id={id}
          placeholder={t('ownership.searchPlaceholder')}
          loading={found.isFetching}
          allowClear
          onSearch={(next) => setKeyword(next.trim())}
        />
      </AutoComplete>
      {nobody && !value && <Alert type="warning" showIcon role="alert" title={t('ownership.noResults')} />}
    </Flex>
  );
}
