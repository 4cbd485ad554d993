import { defineMachine } from '../../shared/components/status-tag/state-machine';

export type SettingState = 'enabled' | 'disabled';
export type SettingAction = 'enable' | 'disable';

/** Cache keys and version switches are on or off; each action makes sense from the other state only. */
export const settingMachine = defineMachine<SettingState, SettingAction>({
  states: {
    enabled: { label: 'version:settings.state.enabled', color: 'green' },
    disabled: { label: 'version:settings.state.disabled', color: 'default' },
  },
  transitions: {
    enable: { from: ['disabled'], to: 'enabled' },
    disable: { from: ['enabled'], to: 'disabled' },
  },
});

export const settingState = (row: { enabled: boolean }): SettingState => (row.enabled ? 'enabled' : 'disabled');
