import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

/**
 * A row's delete: the button names the row for a screen reader, and nothing is deleted before the admin
 * confirms in the popover (its buttons reachable by keyboard, Escape closes it).
 */
export function DeleteButton({
  text,
  label,
  confirm,
  onConfirm,
}: {
  /** The button's text ("Delete"). */
  text: string;
  /** The button's name for a screen reader: its text and the row it deletes ("Delete: Title"). */
  label: string;
  /** The popover's question, its optional detail and its two buttons. */
  confirm: { title: string; description?: string; ok: string; cancel: string };
  onConfirm: () => void;
}) {
  return (
    <Popconfirm
      title={confirm.title}
      {...(confirm.description !== undefined && { description: confirm.description })}
      okText={confirm.ok}
      cancelText={confirm.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
      // inside the screen's main landmark, where a screen reader finds it (axe: region), not at the end of the body
      getPopupContainer={(trigger) => trigger.closest('main') ?? document.body}
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={label}>
        {text}
      </Button>
    </Popconfirm>
  );
}
