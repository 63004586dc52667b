import { useCallback, useEffect, useRef, useState } from 'react';

interface Callbacks<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

/**
 * One request a form sends, with its pending state: the small part of a query library's
 * mutation that public pages need (`mutate` with callbacks, `mutateAsync`, `isPending`, and the
 * last successful result as `data`).
 */
export function useAsyncAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const [isPending, setPending] = useState(false);
  const [data, setData] = useState<TResult | undefined>(undefined);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  }, [action]);

  const mutateAsync = useCallback(async (input: TInput): Promise<TResult> => {
    setPending(true);
    try {
      const result = await latest.current(input);
      setData(() => result);
      return result;
    } finally {
      setPending(false);
    }
  }, []);

  const mutate = useCallback(
    (input: TInput, callbacks: Callbacks<TResult> = {}) => {
      mutateAsync(input).then(
        (result) => {
          callbacks.onSuccess?.(result);
          callbacks.onSettled?.();
        },
        (error: unknown) => {
          callbacks.onError?.(error);
          callbacks.onSettled?.();
        },
      );
    },
    [mutateAsync],
  );

  return { mutate, mutateAsync, isPending, data };
}
