import { changeManagementPage } from './change-management';
import { customDashboardingPage } from './custom-dashboarding';
import type { ServicePageContent } from '@/types/sections';

/**
 * The service pages rendered by the shared `pages/service-page.tsx`, keyed by the `service` value
 * of their route table entry.
 */
export const servicePages = {
  'custom-dashboarding': customDashboardingPage,
  'change-management': changeManagementPage,
} satisfies Record<string, ServicePageContent>;

/** The record for a route table entry's `service` value; an unknown value is a route table bug. */
export function servicePageFor(key: string | undefined): ServicePageContent {
  if (key && Object.hasOwn(servicePages, key)) return servicePages[key as keyof typeof servicePages];
  throw new Error(`No service page content for "${key}"`);
}
