import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './pagination.tsx';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 5,
    pageCount: 20,
    label: 'Betting record pages',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: (page: number) => `Page ${page}`,
    onPageChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function StatefulPagination(props: ComponentProps<typeof Pagination>) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

/** 1 … 4 5 6 … 20, walked with the keyboard. */
export const Keyboard: Story = {
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Betting record pages' });
    await expect(nav).toHaveTextContent('Previous1…456…20Next');
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveFocus();
    await expect(nav).toHaveTextContent('Previous12345…20Next');
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** Few pages, the start, middle and end of many, and the small size. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 p-4">
      <Pagination {...args} label="Three pages" page={2} pageCount={3} />
      <Pagination {...args} label="Start of twenty pages" page={1} pageCount={20} />
      <Pagination {...args} label="Middle of twenty pages" page={5} pageCount={20} />
      <Pagination {...args} label="End of twenty pages" page={20} pageCount={20} />
      <Pagination {...args} label="Many pages" page={480} pageCount={1250} />
      <Pagination {...args} label="Small size" size="sm" page={10} pageCount={20} />
    </div>
  ),
};
