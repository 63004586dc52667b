import { withFullStop } from '../format';
import type { Catalogue } from '../me';

export const shopping: Catalogue['shopping'] = {
  next: {
    title: 'Next instalment and what is available',
    nextLine: (amount: string, day: string) =>
      `Next instalment: ${amount} due ${withFullStop(day)}`,
    nextPlan: (merchant: string, sequence: number) => `${merchant}, instalment ${sequence}`,
    nothingDue: 'You have no instalments to pay.',
    payNow: 'Pay now',
    available: (available: string, limit: string) => `Available: ${available} of ${limit}`,
    availableNote: 'Available is your limit less what you still owe.',
    findStores: 'See the stores where you can pay in instalments',
    loadFailed: 'The next instalment could not be loaded.',
  },
  stores: {
    title: 'Stores',
    subtitle: 'Partner stores where you can pay in instalments with NaRate.',
    name: 'Store',
    category: 'Category',
    website: 'Website',
    noWebsite: 'No website',
    empty: 'There are no partner stores yet.',
    loading: 'Loading stores…',
    loadFailed: 'The stores could not be loaded.',
    retry: 'Try again',
    count: (n: number) => `Partner stores: ${n}`,
    becomePartner: 'Own a store? Become a partner',
    navLabel: 'Stores',
    searchLabel: 'Search the stores',
    searchPlaceholder: 'Store name',
    categoriesLabel: 'Categories',
    allCategories: 'All',
    found: (n: number) => `Stores found: ${n}`,
    noMatch: 'No store matches the search.',
    showAll: 'Show all stores',
    openStore: 'Open the store',
  },
};
