import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps } from '@lobbykit/ui/tabs';
import type { ReactNode } from 'react';

export interface FormTab<Value extends string> {
  value: Value;
  label: string;
  form: ReactNode;
}

export interface FormTabsProps<Value extends string> {
  tabs: readonly FormTab<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** Names the row of tabs for assistive technology ("Ways to register"). */
  label?: string;
  variant?: TabsListProps['variant'];
  listClassName?: string;
  triggerClassName?: string;
}

/**
 * The sign-in dialogs' ways of doing one thing (by username or by mobile number…), one form per
 * tab. Every form stays mounted, so switching tabs keeps what was typed in each.
 */
export function FormTabs<Value extends string>({
  tabs,
  value,
  onValueChange,
  label,
  variant,
  listClassName,
  triggerClassName,
}: FormTabsProps<Value>) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as Value)}>
      <TabsList variant={variant} aria-label={label} className={listClassName}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className={triggerClassName}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} forceMount className="data-[state=inactive]:hidden">
          {tab.form}
        </TabsContent>
      ))}
    </Tabs>
  );
}
