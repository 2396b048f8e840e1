import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';

/**
 * A call on one row of a list (delete, reactivate, approve): the server's message as the success toast,
 * then every page of the list asked for again. A failure is toasted by the API client.
 */
export function useListAction<A>(root: QueryKey, call: (argument: A) => Promise<{ message: string }>, onDone?: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: root });
    },
  });
}
