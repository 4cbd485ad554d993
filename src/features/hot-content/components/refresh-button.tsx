import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-permission';
import { useNow } from '../../../shared/hooks/use-now';
import { hotApi, hotKeys } from '../api';
import { countdown } from '../rules';

const REFRESH = '/hot-content-operate/set-up:refresh';

/**
 * Refreshes the hot list once; then, until the configured minutes have passed, the button is off and says
 * when the second refresh is possible, counting down. The mock refuses an early refresh too (another admin
 * may have refreshed since this screen loaded): the button then shows the wait it answered.
 */
export function RefreshButton() {
  const { t } = useTranslation('hot');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const allowed = useCan(REFRESH);
  const now = useNow(1000);
  const state = useQuery({ queryKey: hotKeys.refresh, queryFn: hotApi.refreshState, enabled: allowed });
  const refresh = useMutation({
    mutationFn: hotApi.refresh,
    onSuccess: (result) => {
      message.success(t('refresh.done', { filled: result.filled }));
      queryClient.setQueryData(hotKeys.refresh, result);
      void queryClient.invalidateQueries({ queryKey: hotKeys.positions });
      void queryClient.invalidateQueries({ queryKey: hotKeys.pool });
    },
    // The request layer has shown the refusal ("possible after … minutes"); the button now counts down.
    onError: () => void queryClient.invalidateQueries({ queryKey: hotKeys.refresh }),
  });
  if (!allowed) return null;
  const next = state.data?.nextAt ? Date.parse(state.data.nextAt) : null;
  const waiting = next !== null && next > now;
  return (
    <Button
      icon={<ReloadOutlined />}
      loading={refresh.isPending}
      disabled={waiting || state.isPending}
      onClick={() => refresh.mutate()}
    >
      {waiting ? t('refresh.wait', { time: countdown(next - now) }) : t('refresh.button')}
    </Button>
  );
}
