/*
 * Numbers the estimator needs: Student-t quantiles (through the
 * regularized incomplete beta function, evaluated by its continued
 * fraction with the modified Lentz method, and inverted by bisection) and
 * a seeded random number generator for the synthetic captures.  Plain
 * textbook numerics; the library has no other source of either.
 */
#include <math.h>
#include "muxerr_int.h"

/* log Gamma(x) for x > 0 (Lanczos, g = 7, nine terms). */
static double log_gamma(double x)
{
	static const double c[] = {
		0.99999999999980993, 676.5203681218851, -1259.1392167224028,
		771.32342877765313, -176.61502916214059, 12.507343278686905,
		-0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
	};
	double a = c[0], t;

	if (x < 0.5)	/* reflection */
		return log(M_PI / fabs(sin(M_PI * x))) - log_gamma(1 - x);
	x -= 1;
	for (int i = 1; i < 9; i++)
		a += c[i] / (x + i);
	t = x + 7.5;
	return 0.5 * log(2 * M_PI) + (x + 0.5) * log(t) - t + log(a);
}

/* Continued fraction of the incomplete beta function. */
static double beta_cf(double a, double b, double x)
{
	const double tiny = 1e-300;
	double qab = a + b, qap = a + 1, qam = a - 1, c = 1, d = 1 - qab * x / qap, h;

	if (fabs(d) < tiny)
		d = tiny;
	d = 1 / d;
	h = d;
	for (int m = 1; m <= 300; m++) {
		double m2 = 2.0 * m, aa = m * (b - m) * x / ((qam + m2) * (a + m2)), del;

		d = 1 + aa * d;
		d = fabs(d) < tiny ? tiny : d;
		c = 1 + aa / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1 / d;
		h *= d * c;
		aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
		d = 1 + aa * d;
		d = fabs(d) < tiny ? tiny : d;
		c = 1 + aa / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1 / d;
		del = d * c;
		h *= del;
		if (fabs(del - 1) < 1e-14)
			break;
	}
	return h;
}

/* The regularized incomplete beta function I_x(a, b). */
static double inc_beta(double a, double b, double x)
{
	double front;

	if (x <= 0)
		return 0;
	if (x >= 1)
		return 1;
	front = exp(log_gamma(a + b) - log_gamma(a) - log_gamma(b) + a * log(x) +
		    b * log(1 - x));
	if (x < (a + 1) / (a + b + 2))
		return front * beta_cf(a, b, x) / a;
	return 1 - front * beta_cf(b, a, 1 - x) / b;
}

static double normal_quantile(double p)
{
	double lo = -40, hi = 40;

	for (int i = 0; i < 200 && hi - lo > 1e-13; i++) {
		double mid = (lo + hi) / 2;

		if (0.5 * erfc(-mid / M_SQRT2) < p)
			lo = mid;
		else
			hi = mid;
	}
	return (lo + hi) / 2;
}

double pmsi_t_quantile(double p, double df)
{
	double tail, lo = 0, hi = 1, x, t;

	if (!(p > 0 && p < 1) || !(df > 0))
		return NAN;
	if (isinf(df) || df > 1e7)
		return normal_quantile(p);
	if (p == 0.5)
		return 0;
	/* P(|T| > t) = I_{df / (df + t^2)}(df / 2, 1 / 2); I falls as t grows */
	tail = 2 * (p < 0.5 ? p : 1 - p);
	for (int i = 0; i < 200 && hi - lo > 1e-15; i++) {
		double mid = (lo + hi) / 2;

		if (inc_beta(df / 2, 0.5, mid) < tail)
			lo = mid;
		else
			hi = mid;
	}
	x = (lo + hi) / 2;
	t = x > 0 ? sqrt(df * (1 - x) / x) : INFINITY;
	return p < 0.5 ? -t : t;
}

static uint64_t splitmix(uint64_t *x)
{
	uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

void pmsi_rng_seed(struct pmsi_rng *r, uint64_t seed)
{
	uint64_t x = seed;

	r->s = splitmix(&x);
	if (!r->s)
		r->s = 1;
}

uint64_t pmsi_rng_next(struct pmsi_rng *r)
{
	/* xorshift64* */
	r->s ^= r->s >> 12;
	r->s ^= r->s << 25;
	r->s ^= r->s >> 27;
	return r->s * UINT64_C(2685821657736338717);
}

double pmsi_rng_uniform(struct pmsi_rng *r)
{
	return ((double)(pmsi_rng_next(r) >> 11) + 0.5) / 9007199254740992.0;
}

double pmsi_rng_normal(struct pmsi_rng *r)
{
	/* Box-Muller; one of the pair is dropped to keep the state simple */
	double u = pmsi_rng_uniform(r), v = pmsi_rng_uniform(r);

	return sqrt(-2 * log(u)) * cos(2 * M_PI * v);
}
