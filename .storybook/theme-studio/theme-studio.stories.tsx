import { checkBrand, type Brand } from '../../packages/theme/src/index.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeStudio } from './theme-studio.tsx';

const meta = {
  title: 'Tools/Theme Studio',
  component: ThemeStudio,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { initialBrand: 'aurora' },
  // A new starting brand from the controls starts a fresh session rather than keeping the edits.
  render: (args) => <ThemeStudio key={args.initialBrand} {...args} />,
  argTypes: { initialBrand: { control: 'inline-radio', options: ['aurora', 'jade', 'ember'] } },
} satisfies Meta<typeof ThemeStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

const exportedJson = (canvas: ReturnType<typeof within>) =>
  (canvas.getByRole('textbox', { name: 'Brand JSON' }) as HTMLTextAreaElement).value;

/** Starts from Aurora; every pair passes and the export is a file brand:check accepts. */
export const Studio: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All 34 pairs pass in light and dark.')).toBeVisible();
    const check = checkBrand(JSON.parse(exportedJson(canvas)));
    await expect(check.problems).toEqual([]);
    await expect(check.brand?.merchantCode).toBe('AURORA');
  },
};

/** An operator makes a low-contrast choice, reads the warning, and puts it right. */
export const ContrastWarning: Story = {
  play: async ({ canvas, step }) => {
    const primaryLight = canvas.getByRole('textbox', { name: 'primary, light' });

    await step('a pale primary fails against its white text and the page', async () => {
      await userEvent.clear(primaryLight);
      await userEvent.paste('#c4b5fd');
      const warnings = canvas.getByRole('list', { name: 'Contrast warnings' });
      const onPrimary = warnings.querySelector<HTMLElement>(
        '[data-contrast-warning="light:primary-foreground/primary"]',
      );
      await expect(onPrimary).not.toBeNull();
      await expect(within(onPrimary!).getByText(/^\d\.\d\d:1, needs at least 4\.5:1$/)).toBeVisible();
      await expect(onPrimary).toHaveTextContent('text on primary buttons');
      await expect(exportedJson(canvas)).toContain('"primary": "#c4b5fd"');
      await expect(canvas.getByText('pnpm brand:check would report 2 problems.')).toBeVisible();
    });

    await step('a half-typed colour is flagged and not applied', async () => {
      await userEvent.clear(primaryLight);
      await userEvent.paste('oklch(0.49 0.22');
      await expect(primaryLight).toHaveAttribute('aria-invalid', 'true');
      await expect(primaryLight).toHaveAccessibleDescription('Not a colour: use #hex, rgb(), hsl() or oklch().');
    });

    await step('the original colour passes again', async () => {
      await userEvent.type(primaryLight, ' 288)');
      await expect(primaryLight).not.toHaveAttribute('aria-invalid');
      await expect(canvas.getByText('All 34 pairs pass in light and dark.')).toBeVisible();
    });
  },
};

/** Starts from Jade, renames it, and downloads a file brand:check accepts. */
export const ExportFromJade: Story = {
  args: { initialBrand: 'jade' },
  play: async ({ canvas }) => {
    const createObjectURL = spyOn(URL, 'createObjectURL').mockReturnValue('blob:theme-studio');
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Merchant code' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Merchant code' }), 'jade2');
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Display name' }));
      await userEvent.paste('Jade Garden');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Corner radius' }), '0.75rem');

      await userEvent.click(canvas.getByRole('button', { name: 'Download jade2.json' }));
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
      const downloaded = JSON.parse(await blob.text()) as Brand;
      const check = checkBrand(downloaded);
      await expect(check.problems).toEqual([]);
      await expect(downloaded).toMatchObject({ merchantCode: 'JADE2', displayName: 'Jade Garden', radius: '0.75rem' });
      await expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('jade2.json');
      await expect(JSON.parse(exportedJson(canvas))).toEqual(downloaded);
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
  },
};

/** Starting over from another built-in brand replaces every value. */
export const StartFromEmber: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Start from' }), 'ember');
    await expect(canvas.getByRole('textbox', { name: 'Merchant code' })).toHaveValue('EMBER');
    await expect(canvas.getByRole('textbox', { name: 'primary, dark' })).toHaveValue('oklch(0.74 0.17 55)');
    await expect(canvas.getByRole('region', { name: 'Dark preview' })).toHaveStyle({ '--radius': '0.25rem' });
  },
};
