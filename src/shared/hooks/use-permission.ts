import { useMenuStore } from '../stores/menu-store';

/** Whether the admin holds an action entry (menu type 3), e.g. '/version-manage/uploadImgFile:upload'. */
export function useCan(actionUri: string): boolean {
  return useMenuStore((state) => state.actions.includes(actionUri));
}
