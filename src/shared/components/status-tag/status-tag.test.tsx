import { render, screen } from '../../../../tests/support/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { defineMachine } from './state-machine';
import { StatusTag } from './status-tag';

const machine = defineMachine({
  states: {
    draft: { label: 'kit:langFields.hasErrors', color: 'default' },
    published: { label: 'kit:success.publish', color: 'green' },
  },
  transitions: { publish: { from: ['draft'], to: 'published' } },
});

beforeAll(async () => {
  await i18n.loadNamespaces('kit');
});

describe('StatusTag', () => {
  it("shows the state's translated label in its colour", () => {
    render(<StatusTag machine={machine} state="published" />);
    const tag = screen.getByText('Published');
    expect(tag.closest('.ant-tag')).toHaveClass('ant-tag-green');
  });

  it('shows an undeclared state as it came, rather than nothing', () => {
    render(<StatusTag machine={machine} state={'archived' as 'draft'} />);
    expect(screen.getByText('archived')).toBeInTheDocument();
  });
});
