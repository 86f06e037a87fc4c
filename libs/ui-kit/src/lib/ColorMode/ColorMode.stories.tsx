import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ColorModeValue } from './color-mode.js';
import type { ColorModeStorage } from './color-mode-storage.js';
import {
  ColorModeProvider,
  useColorMode,
  useForcedColorMode,
  type DarkSchemeQuery,
} from './ColorModeProvider.js';
import { ColorModeSwitch } from './ColorModeSwitch.js';

/** An OS colour setting the story can change, in place of prefers-color-scheme. */
class FakeDarkScheme implements DarkSchemeQuery {
  matches = false;
  private readonly listeners = new Set<() => void>();
  addEventListener(_: 'change', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_: 'change', listener: () => void) {
    this.listeners.delete(listener);
  }
  set(dark: boolean) {
    this.matches = dark;
    this.listeners.forEach((listener) => listener());
  }
}

function ModeReadout() {
  const { preference, value, forced } = useColorMode();
  return (
    <p data-testid="readout">
      {preference} → {value}
      {forced ? ` (forced ${forced})` : ''}
    </p>
  );
}

function ForcedPage({ mode, children }: { mode: ColorModeValue; children: ReactNode }) {
  useForcedColorMode(mode);
  return <>{children}</>;
}

interface DemoProps {
  forced?: ColorModeValue;
  stored?: 'system' | 'light' | 'dark';
}

/**
 * The provider applies the mode to a box of its own rather than to the document, so the
 * story's light/dark test runs stay what they are; in the app it is the document root.
 */
function ColorModeDemo({ forced, stored }: DemoProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [os] = useState(() => new FakeDarkScheme());
  const [saved, setSaved] = useState(stored);
  const [storage] = useState<ColorModeStorage>(() => ({
    read: () => stored,
    write: (preference) => setSaved(preference),
  }));
  const content = (
    <>
      <ColorModeSwitch />
      <ModeReadout />
      <p data-testid="saved">saved: {saved ?? 'nothing'}</p>
      <button type="button" onClick={() => os.set(!os.matches)}>
        Toggle the OS dark setting
      </button>
    </>
  );
  return (
    <div
      ref={setRoot}
      data-testid="root"
      style={{
        padding: 16,
        color: 'var(--captio-color-text)',
        backgroundColor: 'var(--captio-color-surface)',
      }}
    >
      {root && (
        <ColorModeProvider root={root} storage={storage} darkSchemeQuery={() => os}>
          {forced ? <ForcedPage mode={forced}>{content}</ForcedPage> : content}
        </ColorModeProvider>
      )}
    </div>
  );
}

const meta = {
  title: 'Shell/ColorMode',
  component: ColorModeDemo,
  args: {},
} satisfies Meta<typeof ColorModeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Radix moves focus a task after keydown and checks the focused radio only while the arrow
 * key is down, as a person's key press is: press, let the focus move, then release.
 */
async function pressArrowRight() {
  await userEvent.keyboard('{ArrowRight>}');
  await new Promise((resolve) => setTimeout(resolve, 20));
  await userEvent.keyboard('{/ArrowRight}');
}

/** Tab reaches the chosen option; arrow keys choose; the choice is applied and saved. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Color mode' });
    const root = canvas.getByTestId('root');
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(canvas.getByTestId('readout')).toHaveTextContent('system → light');

    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: 'System' })).toHaveFocus();
    await pressArrowRight();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await pressArrowRight();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByTestId('readout')).toHaveTextContent('dark → dark');
    await expect(root).toHaveAttribute('data-color-mode', 'dark');
    await expect(root.style.colorScheme).toBe('dark');
    await expect(canvas.getByTestId('saved')).toHaveTextContent('saved: dark');
  },
};

/** System follows the OS setting, and reacts when it changes. */
export const FollowsTheSystem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByTestId('root');
    await expect(root).toHaveAttribute('data-color-mode', 'light');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle the OS dark setting' }));
    await waitFor(() => expect(root).toHaveAttribute('data-color-mode', 'dark'));
    await expect(canvas.getByTestId('readout')).toHaveTextContent('system → dark');
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await expect(root).toHaveAttribute('data-color-mode', 'light');
  },
};

/** A stored preference is restored on the next visit. */
export const RestoredPreference: Story = {
  args: { stored: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByTestId('root')).toHaveAttribute('data-color-mode', 'dark');
  },
};

/** A page that forces dark: the switch is disabled and says why; the preference is kept. */
export const ForcedByThePage: Story = {
  args: { forced: 'dark', stored: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Color mode' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('This page is always shown in dark mode.'),
    );
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByTestId('readout')).toHaveTextContent('light → dark (forced dark)');
    await expect(canvas.getByTestId('root')).toHaveAttribute('data-color-mode', 'dark');
  },
};
