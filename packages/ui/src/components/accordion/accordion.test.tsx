import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, type AccordionProps } from './accordion.tsx';

const notices = [
  { id: 'maintenance', title: 'Scheduled maintenance', body: 'Slots are offline on Sunday from 02:00 to 04:00.' },
  { id: 'rebate', title: 'Weekly rebate raised', body: 'Live casino rebate is now 1.2% every Monday.' },
  { id: 'archived', title: 'Archived notice', body: 'No longer available.', disabled: true },
];

function Notices(props: Partial<AccordionProps>) {
  return (
    <Accordion {...(props as AccordionProps)}>
      {notices.map((notice) => (
        <AccordionItem key={notice.id} value={notice.id} disabled={notice.disabled}>
          <AccordionTrigger>{notice.title}</AccordionTrigger>
          <AccordionContent>{notice.body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'accordion',
      element: HTMLDivElement,
      render: ({ ref, className }) => (
        <Accordion ref={ref} className={className} defaultValue="maintenance">
          <AccordionItem value="maintenance">
            <AccordionTrigger>Scheduled maintenance</AccordionTrigger>
            <AccordionContent>Slots are offline on Sunday.</AccordionContent>
          </AccordionItem>
        </Accordion>
      ),
    });
  });

  it('merges classes onto its item, trigger and content parts too', () => {
    render(
      <Accordion defaultValue="a">
        <AccordionItem value="a" className="item-extra">
          <AccordionTrigger className="trigger-extra">Rules</AccordionTrigger>
          <AccordionContent className="content-extra">Text</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(document.querySelector('[data-slot="accordion-item"]')).toHaveClass('item-extra');
    expect(trigger('Rules')).toHaveClass('trigger-extra');
    expect(document.querySelector('[data-slot="accordion-content"]')).toHaveClass('content-extra');
  });

  it('keeps one item open at a time', async () => {
    const user = userEvent.setup();
    render(<Notices />);
    await user.click(trigger('Scheduled maintenance'));
    expect(trigger('Scheduled maintenance')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('Weekly rebate raised'));
    expect(trigger('Weekly rebate raised')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Scheduled maintenance')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(notices[0]!.body)).not.toBeInTheDocument();
  });

  it('closes the open item when it is clicked again', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Notices defaultValue="maintenance" onValueChange={onValueChange} />);
    expect(screen.getByText(notices[0]!.body)).toBeVisible();
    await user.click(trigger('Scheduled maintenance'));
    expect(trigger('Scheduled maintenance')).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).toHaveBeenCalledWith('');
  });

  it('works from the keyboard: arrows move between triggers, Enter and Space toggle, disabled items are skipped', async () => {
    const user = userEvent.setup();
    render(<Notices />);
    await user.tab();
    expect(trigger('Scheduled maintenance')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('Scheduled maintenance')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(trigger('Weekly rebate raised')).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger('Weekly rebate raised')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Scheduled maintenance')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(trigger('Scheduled maintenance')).toHaveFocus();
    expect(trigger('Archived notice')).toBeDisabled();
  });

  it('lets several items stay open with type="multiple"', async () => {
    const user = userEvent.setup();
    render(<Notices type="multiple" />);
    await user.click(trigger('Scheduled maintenance'));
    await user.click(trigger('Weekly rebate raised'));
    expect(trigger('Scheduled maintenance')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Weekly rebate raised')).toHaveAttribute('aria-expanded', 'true');
  });

  it('wraps each trigger in a heading of the requested level and marks the variant', () => {
    render(
      <Accordion variant="card">
        <AccordionItem value="a">
          <AccordionTrigger headingLevel={2}>Deposit help</AccordionTrigger>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit help' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="accordion"]')).toHaveAttribute('data-variant', 'card');
    expect(document.querySelector('[data-slot="accordion-item"]')).toHaveAttribute('data-variant', 'card');
  });
});
