/*
 * The one place a model is registered.  Each line names the model's
 * descriptor symbol, defined in models/<arch>/<family>.c.  Order is the
 * order of 'pmusched list'.
 */
PMS_MODEL(pms_model_nhm)
PMS_MODEL(pms_model_wsm)
PMS_MODEL(pms_model_snb)
PMS_MODEL(pms_model_snb_ep)
PMS_MODEL(pms_model_ivb)
PMS_MODEL(pms_model_ivb_ep)
PMS_MODEL(pms_model_hsw)
PMS_MODEL(pms_model_hsw_ep)
PMS_MODEL(pms_model_bdw)
PMS_MODEL(pms_model_bdw_ep)
PMS_MODEL(pms_model_skl)
PMS_MODEL(pms_model_skx)
PMS_MODEL(pms_model_clx)
PMS_MODEL(pms_model_cml)
PMS_MODEL(pms_model_icl)
PMS_MODEL(pms_model_icx)
PMS_MODEL(pms_model_spr)
PMS_MODEL(pms_model_fam15h)
PMS_MODEL(pms_model_zen1)
PMS_MODEL(pms_model_zen2)
PMS_MODEL(pms_model_zen3)
PMS_MODEL(pms_model_zen4)
PMS_MODEL(pms_model_zen5)
