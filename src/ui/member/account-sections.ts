import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The account centre's sections in the order the section bar shows them. Shared: the account centre links
 * them, the apply start screen lists which of them are on file, the security settings are the last one.
 */
export const accountSections = [
  { id: 'basic', label: msg`Basic information` },
  { id: 'address', label: msg`Contact address` },
  { id: 'work', label: msg`Employment` },
  { id: 'family', label: msg`Family` },
  { id: 'house', label: msg`Property` },
  { id: 'car', label: msg`Vehicle` },
  { id: 'contact', label: msg`Contacts` },
  { id: 'verified', label: msg`Identity check` },
  { id: 'credit-searches', label: msg`Credit searches` },
  { id: 'settings', label: msg`Security settings` },
] as const;
/** The profile's sections: the last two are a list of searches and the security settings. */
export type AccountSection = Exclude<(typeof accountSections)[number]['id'], 'settings' | 'credit-searches'>;

/** A section's name, the one the section bar, the wizard's steps and the profile's views all show. */
export function accountSectionLabel(id: AccountSection): MessageDescriptor {
  return (accountSections.find((section) => section.id === id) ?? accountSections[0]).label;
}
