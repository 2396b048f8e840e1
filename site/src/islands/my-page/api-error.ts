// A failed call of my page as an error toast (portal spec §4), in the words of the island forms.
import { failureText } from '../forms/form-messages.ts';
import { showToast } from '../ui/toast-store.ts';

export function toastFailure(error: unknown, messages: Parameters<typeof failureText>[1]): void {
  showToast({ type: 'error', message: failureText(error, messages) });
}
