import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { BAN_DURATIONS, BAN_RULES, type BanDuration, type Device } from '../types';
import { useBanLabels } from './use-ban-labels';

interface DialogProps {
  device: Device | null;
  onSubmit: (device: Device, values: { reason: string; duration: BanDuration }) => Promise<unknown>;
  onClose: () => void;
}

/** Ban a device: how long (7 days unless chosen otherwise) and why. */
export function BanDeviceDialog({ device, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('bans');
  const labels = useBanLabels();
  return (
    <ReasonDialog<{ duration: BanDuration }>
      key={device?.deviceId}
      open={device !== null}
      title={t('device.banTitle', { deviceId: device?.deviceId ?? '' })}
      okText={t('device.ban')}
      maxLength={BAN_RULES.reasonMaxLength}
      onSubmit={(values) => onSubmit(device!, values)}
      onClose={onClose}
    >
      <Form.Item
        name="duration"
        label={t('fields.duration')}
        initialValue="7d"
        rules={[{ required: true, message: t('device.durationRequired') }]}
      >
        <Radio.Group
          optionType="button"
          options={BAN_DURATIONS.map((duration) => ({ value: duration, label: labels.duration(duration) }))}
        />
      </Form.Item>
    </ReasonDialog>
  );
}

/** Unban a device: lifts the ban in force on it, with a reason. */
export function UnbanDeviceDialog({
  device,
  onSubmit,
  onClose,
}: Omit<DialogProps, 'onSubmit'> & { onSubmit: (device: Device, reason: string) => Promise<unknown> }) {
  const { t } = useTranslation('bans');
  return (
    <ReasonDialog
      key={device?.deviceId}
      open={device !== null}
      title={t('device.unbanTitle', { deviceId: device?.deviceId ?? '' })}
      okText={t('device.unban')}
      maxLength={BAN_RULES.reasonMaxLength}
      onSubmit={({ reason }) => onSubmit(device!, reason)}
      onClose={onClose}
    />
  );
}
