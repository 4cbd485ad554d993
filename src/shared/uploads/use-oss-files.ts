import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoredFile } from './types';
import { ossApi, ossKeys } from './uploads-api';

/** One page of the files uploaded to object storage, newest first. */
export function useOssFiles(current: number, size: number) {
  return useQuery({ queryKey: ossKeys.page(current, size), queryFn: () => ossApi.list(current, size) });
}

/** Uploads one file, reporting its progress; once stored, `onSuccess` runs and every page of files reloads. */
export function useUploadOssFile({ onSuccess }: { onSuccess: (stored: StoredFile) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      ossApi.upload(file, onProgress),
    onSuccess: (stored) => {
      onSuccess(stored);
      void queryClient.invalidateQueries({ queryKey: ossKeys.all });
    },
  });
}
