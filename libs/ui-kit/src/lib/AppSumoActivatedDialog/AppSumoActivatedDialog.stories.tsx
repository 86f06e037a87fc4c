import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inPage, OpenState } from '../../testing/stories.js';
import {
  AppSumoActivatedDialog,
  type AppSumoActivatedDialogProps,
} from './AppSumoActivatedDialog.js';

function Demo({ onOk }: Pick<AppSumoActivatedDialogProps, 'onOk'>) {
  return (
    <OpenState trigger="Back from AppSumo" initialOpen onChange={onOk}>
      {(open, setOpen) => <AppSumoActivatedDialog open={open} onOk={() => setOpen(false)} />}
    </OpenState>
  );
}

const meta = {
  title: 'Dialogs/AppSumoActivatedDialog',
  component: Demo,
  args: { onOk: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'AppSumo Plan Activated!' and OK, reached with Tab. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', {
      name: 'AppSumo Plan Activated!',
    });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOk).toHaveBeenCalledTimes(1);
  },
};

/** Escape acknowledges it as well, so the query is cleared either way. */
export const Escape: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOk).toHaveBeenCalledTimes(1);
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Forfait AppSumo activé\u00a0!');
  },
};
