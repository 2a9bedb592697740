import { adminModes, canOpenAdminMode, type AdminMode, type HasAccess } from '@darts/domain';

/** Tab labels for `/admin/{mode}`, in tab order. */
export const adminModeLabels: Record<AdminMode, string> = {
  user: 'Manage access',
  import: 'Import data',
  export: 'Export data',
  browser: 'Data browser',
  errors: 'Errors',
  templates: 'Templates',
  sockets: 'Sockets',
  features: 'Features',
};

const modeOrder = Object.keys(adminModeLabels) as AdminMode[];

export function isAdminMode(mode: string): mode is AdminMode {
  return Object.prototype.hasOwnProperty.call(adminModes, mode);
}

/** The modes the account may open, in tab order. */
export function permittedAdminModes(account: HasAccess): AdminMode[] {
  return modeOrder.filter((mode) => canOpenAdminMode(account, mode));
}
