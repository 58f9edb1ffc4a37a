import { BalanceDisplay } from '../../packages/ui/src/components/balance-display/index.ts';
import { Badge } from '../../packages/ui/src/components/badge/index.ts';
import { Button } from '../../packages/ui/src/components/button/index.ts';
import { Checkbox } from '../../packages/ui/src/components/checkbox/index.ts';
import { Field } from '../../packages/ui/src/components/field/index.ts';
import { Input } from '../../packages/ui/src/components/input/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../packages/ui/src/components/tabs/index.ts';

const roles = [
  ['bg-primary text-primary-foreground', 'Primary'],
  ['bg-secondary text-secondary-foreground', 'Secondary'],
  ['bg-accent text-accent-foreground', 'Accent'],
  ['bg-muted text-muted-foreground', 'Muted'],
  ['bg-destructive text-destructive-foreground', 'Destructive'],
  ['bg-success text-success-foreground', 'Success'],
  ['bg-warning text-warning-foreground', 'Warning'],
] as const;

/**
 * A sample of the design system in the preview's scheme. Everything stays inline (nothing
 * portalled), so it picks up the panel's variables rather than the page's.
 */
export function PreviewGallery() {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card p-3 text-card-foreground">
        <BalanceDisplay
          amount={12850.5}
          label="Wallet balance"
          refreshLabel="Refresh balance"
          maskLabel="Hide balance"
        />
        <span className="flex items-center gap-1.5 text-sm">
          Messages <Badge count={3} accessibleLabel="3 unread messages" />
        </span>
      </div>

      <Tabs defaultValue="slots">
        <TabsList aria-label="Game categories" variant="pills" size="sm">
          <TabsTrigger value="slots">Slots</TabsTrigger>
          <TabsTrigger value="live">Live casino</TabsTrigger>
          <TabsTrigger value="sports">Sports</TabsTrigger>
        </TabsList>
        <TabsContent value="slots" className="pt-2 text-sm text-muted-foreground">
          Nearly 10,000 slots from 40 providers.
        </TabsContent>
        <TabsContent value="live" className="pt-2 text-sm text-muted-foreground">
          Baccarat, roulette and blackjack with live dealers.
        </TabsContent>
        <TabsContent value="sports" className="pt-2 text-sm text-muted-foreground">
          Football, basketball and esports, in play.
        </TabsContent>
      </Tabs>

      <div className="flex flex-wrap gap-2">
        <Button>Deposit</Button>
        <Button variant="secondary">Withdraw</Button>
        <Button variant="outline">History</Button>
        <Button variant="ghost">Help</Button>
        <Button variant="destructive">Log out</Button>
        <Button variant="link">Promotions</Button>
      </div>

      <div className="rounded-lg border border-border bg-card p-4 text-card-foreground">
        <div className="flex items-center gap-2">
          <h3 className="font-semibold">Weekend reload bonus</h3>
          <Badge variant="hot">Hot</Badge>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">50% up to P2,000 on your first deposit each Saturday.</p>
        <p className="mt-3 rounded-md border border-border bg-popover p-2 text-sm text-popover-foreground shadow-sm">
          Ends Sunday at midnight.
        </p>
      </div>

      <div className="grid gap-3">
        <Field label="Username" hint="4 to 16 letters or digits.">
          <Input defaultValue="lucky_player" autoComplete="off" />
        </Field>
        <Field label="Mobile number" error="Enter a 10-digit mobile number.">
          <Input defaultValue="0917 12" inputMode="tel" autoComplete="off" />
        </Field>
        <Checkbox label="Remember me on this device" defaultChecked />
      </div>

      <div className="flex flex-wrap gap-2">
        <Badge variant="primary">VIP 3</Badge>
        <Badge variant="secondary">Slots</Badge>
        <Badge variant="success">Paid</Badge>
        <Badge variant="warning">Pending</Badge>
        <Badge variant="destructive">Rejected</Badge>
        <Badge variant="outline">Draft</Badge>
      </div>

      <ul className="flex flex-wrap gap-2" aria-label="Colour roles">
        {roles.map(([className, label]) => (
          <li key={label} className={`rounded-md px-2.5 py-1 text-xs font-medium ${className}`}>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
