import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Specimen } from './showcase-section';

const SAMPLE_PHOTO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" fill="%23e2eadc"/%3E%3Ccircle cx="32" cy="25" r="12" fill="%2348633f"/%3E%3Cpath d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="%2348633f"/%3E%3C/svg%3E';

export function DisplayShowcase() {
  return (
    <>
      <Specimen title="Tabs">
        <Tabs defaultValue="browse" className="w-full">
          <TabsList aria-label="Services">
            <TabsTrigger value="browse">Browse</TabsTrigger>
            <TabsTrigger value="create">Create</TabsTrigger>
            <TabsTrigger value="my">My services</TabsTrigger>
          </TabsList>
          <TabsContent value="browse">Services offered near you.</TabsContent>
          <TabsContent value="create">Offer something to other parents.</TabsContent>
          <TabsContent value="my">The services you offer.</TabsContent>
        </Tabs>
      </Specimen>
      <Specimen title="Badges">
        <Badge>Draft</Badge>
        <Badge tone="clay">Pending</Badge>
        <Badge tone="sage">Active</Badge>
        <Badge tone="amber">Paused</Badge>
        <Badge tone="danger">Cancelled</Badge>
      </Specimen>
      <Specimen title="Card">
        <Card as="article" className="max-w-sm">
          <Badge tone="sage">Free</Badge>
          <h4 className="mt-3 text-lg font-bold">Saturday park playdate</h4>
          <p className="mt-1 text-ink-muted">Castle Park, Bristol · Flexible</p>
        </Card>
      </Specimen>
      <Specimen title="Avatar">
        <Avatar name="Amara Okafor" src={SAMPLE_PHOTO} alt="Amara Okafor" size="lg" />
        <Avatar name="Amara Okafor" size="lg" />
        <Avatar name="Joe Bloggs" size="md" />
        <Avatar name="Sam" size="sm" />
      </Specimen>
      <Specimen title="Loading">
        <SkeletonGroup label="Loading services">
          <div className="flex w-64 flex-col gap-2">
            <Skeleton className="h-32" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </SkeletonGroup>
        <Spinner label="Loading bookings" />
      </Specimen>
      <Specimen title="Empty state">
        <div className="w-full">
          <EmptyState
            headingLevel={3}
            title="No events found"
            description="Be the first to bring parents together."
            action={<ButtonLink to="/design-system">Create First Event</ButtonLink>}
          />
        </div>
      </Specimen>
    </>
  );
}
