export type ServiceAreaId = 'childcare' | 'playdates' | 'holidays' | 'home-swapping' | 'pet-sitting' | 'wellbeing';

export interface ServiceArea {
  id: ServiceAreaId;
  title: string;
  description: string;
}

export const SERVICE_AREAS: readonly ServiceArea[] = [
  {
    id: 'childcare',
    title: 'Childcare sharing',
    description: 'Share pickup duties and babysitting with parents nearby, and split the costs fairly.',
  },
  {
    id: 'playdates',
    title: 'Playdate planning',
    description: 'Plan playdates with families whose children are a similar age, so everyone has company.',
  },
  {
    id: 'holidays',
    title: 'Group holidays',
    description: 'Go away together with other single-parent families and share the planning and the fun.',
  },
  {
    id: 'home-swapping',
    title: 'Home swapping',
    description: 'Swap your home, or rent it, to trusted members for a change of scene that costs less.',
  },
  {
    id: 'pet-sitting',
    title: 'Pet sitting and boarding',
    description: 'Find caring members to look after your pets while you are busy or away.',
  },
  {
    id: 'wellbeing',
    title: 'Wellbeing activities',
    description: 'Join yoga, pilates and meditation sessions made for parents with little time to spare.',
  },
];
