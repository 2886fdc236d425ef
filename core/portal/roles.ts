/** Role names of the customer portal, read from the role claim (customer-area §6). */

/** Role names read from the role claim (customer-area §6). */
export const ROLES = {
  delegatedAdminInternal: 'kmx_delegatedadmin_intern',
  delegatedAdminExternal: 'kmx_delegatedadmin_extern',
  serviceTicketingActive: 'kmx_int_serviceticketing_active',
  assetDatabaseActive: 'kmx_int_assetdb_active',
  artemisActive: 'kmx_int_artemis_active',
  artemisOnPremUser: 'kmx_artemis_onpremuser',
  directPending: 'kmx_int_direct_pending',
  directActive: 'kmx_int_direct_active',
  wireMasterActive: 'kmx_int_mfpwm_active',
  masterDataActive: 'kmx_int_mfpmds_active',
  campusActive: 'kmx_int_lmsefront_active',
  campusInvited: 'kmx_int_lmsefront_invited',
  campusInviteExpired: 'kmx_int_lmsefront_inviteexpired',
} as const;

/** One role name of customer-area §6. */
export type RoleName = (typeof ROLES)[keyof typeof ROLES];
