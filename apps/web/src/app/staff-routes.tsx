import type { RouteObject } from 'react-router';
import { StaffArea } from '@innerway/domain';
import { lazyScreen } from './lazy-screen';
import { ScreenErrorBoundary } from './layout/route-error';

/** What a staff screen's route says of itself: the area of /studio it belongs to. */
export interface TStaffRouteHandle {
  staffArea: (typeof StaffArea)[keyof typeof StaffArea];
}

const area = (staffArea: TStaffRouteHandle['staffArea']): TStaffRouteHandle => ({ staffArea });

/**
 * The staff area's route table, under /studio (app/routes/studio-route.tsx renders it). It is in
 * the studio's own chunk, not in the members' table: one entry there loads all of this. Each
 * screen is a chunk of its own and names its area, which the studio route checks against the
 * caller's roles.
 */
export const staffRoutes: RouteObject[] = [
  {
    Component: ScreenErrorBoundary,
    children: [
      { index: true, Component: lazyScreen(() => import('../features/staff/routes/staff-home-route')) },
      { path: 'staff', handle: area(StaffArea.Staff), Component: lazyScreen(() => import('../features/staff/routes/staff-roles-route')) },
      { path: 'people', handle: area(StaffArea.People), Component: lazyScreen(() => import('../features/staff-people/routes/people-route')) },
      { path: 'people/:memberId', handle: area(StaffArea.People), Component: lazyScreen(() => import('../features/staff-people/routes/person-route')) },
      { path: 'audit', handle: area(StaffArea.Audit), Component: lazyScreen(() => import('../features/staff-actions/routes/audit-route')) },
      { path: 'purchases', handle: area(StaffArea.Purchases), Component: lazyScreen(() => import('../features/staff-purchases/routes/purchases-route')) },
      { path: 'purchases/:purchaseId', handle: area(StaffArea.Purchases), Component: lazyScreen(() => import('../features/staff-purchases/routes/purchase-record-route')) },
      { path: 'purchases/gift-cards/:giftCardId', handle: area(StaffArea.Purchases), Component: lazyScreen(() => import('../features/staff-purchases/routes/gift-card-record-route')) },
      { path: 'institutions', handle: area(StaffArea.Institutions), Component: lazyScreen(() => import('../features/staff-institutions/routes/institutions-route')) },
      { path: 'institutions/:id', handle: area(StaffArea.Institutions), Component: lazyScreen(() => import('../features/staff-institutions/routes/institution-route')) },
      { path: 'partner', handle: area(StaffArea.Partner), Component: lazyScreen(() => import('../features/staff-partner/routes/partner-route')) },
      { path: 'insight', handle: area(StaffArea.Insight), Component: lazyScreen(() => import('../features/staff-insight/routes/insight-route')) },
      { path: 'content/bundles', handle: area(StaffArea.Content), Component: lazyScreen(() => import('../features/staff-bundles/routes/bundles-route')) },
      { path: 'content', handle: area(StaffArea.Content), Component: lazyScreen(() => import('../features/staff-content/routes/program-route')) },
      { path: 'content/publish', handle: area(StaffArea.Content), Component: lazyScreen(() => import('../features/staff-content/routes/publish-route')) },
      { path: 'content/translations', handle: area(StaffArea.Content), Component: lazyScreen(() => import('../features/staff-content/routes/translations-route')) },
      { path: 'content/preview', handle: area(StaffArea.Content), Component: lazyScreen(() => import('../features/staff-content/routes/preview-route')) },
      { path: 'content/preview-frame', handle: area(StaffArea.Content), Component: lazyScreen(() => import('../features/staff-content/routes/preview-frame-route')) },
      { path: 'content/:kind/:id', handle: area(StaffArea.Content), Component: lazyScreen(() => import('../features/staff-content/routes/item-route')) },
      { path: '*', Component: lazyScreen(() => import('./routes/staff-not-found-route')) },
    ],
  },
];
