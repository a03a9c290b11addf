/*
 * The one place a model is registered.  Each line names the model's
 * descriptor symbol, defined in models/<arch>/<family>.c.
 */
PMS_MODEL(pms_model_hsw)
