import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`inline-flex flex-wrap gap-1 rounded-full border border-sand-200 bg-sand-100 p-1 ${className ?? ''}`}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`min-h-10 rounded-full px-4 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:bg-white data-[state=active]:text-clay-800 data-[state=active]:shadow-sm ${className ?? ''}`}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`mt-4 ${className ?? ''}`} {...props} />;
}
