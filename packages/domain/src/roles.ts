/** spec 1 §6: only CompanyAdmin may use the app; any other role is sent to logout. */
export const companyAdminRole = 'CompanyAdmin';
export const canUseShop = (roleName: string | null | undefined): boolean => roleName === companyAdminRole;

/** spec 1 §1: user group 4 is the electrical-services variant. */
export const electricalServicesUserGroupId = 4;
export const isElectricalServicesGroup = (userGroupId: number | null | undefined): boolean =>
  userGroupId === electricalServicesUserGroupId;
